/// A hybrid logical clock (Kulkarni et al., 2014): the time it gives a change is the later of the
/// wall clock and the latest time it has seen, with a counter when the wall clock has not moved
/// past it. A change made after seeing another is later than it, even when the other machine's
/// clock runs a day ahead; two changes neither saw are ordered by their wall times, then counters,
/// then machines (``HybridLogicalTime``).
public struct HybridLogicalClock: Sendable, Equatable {
    /// This machine.
    public let machine: MachineID
    /// The latest wall time given or seen, milliseconds since 1970.
    public private(set) var wall: Int64
    /// The counter at ``wall``.
    public private(set) var counter: Int

    /// The clock of `machine`, having given or seen `wall` and `counter` last.
    public init(machine: MachineID, wall: Int64 = 0, counter: Int = 0) {
        self.machine = machine
        self.wall = wall
        self.counter = counter
    }

    /// The time of a change made here when the wall clock said `now` (milliseconds): later than
    /// every time this clock gave or saw.
    public mutating func tick(now: Int64) -> HybridLogicalTime {
        if now > wall {
            wall = now
            counter = 0
        } else {
            counter += 1
        }
        return HybridLogicalTime(wall: wall, counter: counter, machine: machine)
    }

    /// Takes in `time`, a change seen from any machine: every time this clock gives after it is
    /// later.
    public mutating func witness(_ time: HybridLogicalTime) {
        if (time.wall, time.counter) > (wall, counter) {
            wall = time.wall
            counter = time.counter
        }
    }
}
