import Foundation

/// A moment of a ``HybridLogicalClock``: a wall-clock time (milliseconds since 1970, UTC), a
/// counter that orders the changes made within one of them (or after seeing a later one), and the
/// machine that made the change, which breaks the tie between two changes of the same wall time
/// and counter made on two machines. Ordered by wall time, then counter, then machine.
///
/// Written `yyyy-MM-ddTHH:mm:ss.SSSZ/COUNTER` (``description``), the machine apart.
public struct HybridLogicalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Milliseconds since 1970, UTC.
    public var wall: Int64
    /// The changes made at ``wall`` before this one, on this machine or seen from others.
    public var counter: Int
    /// The machine that made the change.
    public var machine: MachineID

    /// The most a counter may be: more changes than this in one millisecond is a file's lie.
    static let maximumCounter = 999_999

    public init(wall: Int64, counter: Int, machine: MachineID) {
        self.wall = wall
        self.counter = counter
        self.machine = machine
    }

    /// The moment and counter in `text` (as ``description`` writes them), of `machine`; `nil` for
    /// anything else.
    init?(_ text: String, machine: MachineID) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let moment = LibraryTime.parse(String(parts[0])), (1...6).contains(parts[1].count),
            parts[1].allSatisfy(\.isASCIINumber), let counter = Int(parts[1])
        else { return nil }
        self.init(wall: LibraryTime.milliseconds(moment), counter: counter, machine: machine)
    }

    public var description: String {
        LibraryTime.format(LibraryTime.date(wall)) + "/" + String(counter)
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.wall, lhs.counter, lhs.machine.text) < (rhs.wall, rhs.counter, rhs.machine.text)
    }
}
