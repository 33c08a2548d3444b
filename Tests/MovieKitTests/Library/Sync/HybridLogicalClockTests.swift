import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// The hybrid logical clock a sync through a folder orders changes by (issue 62).
@Suite struct HybridLogicalClockTests {
    let laptop = MachineID("laptop")!
    let desktop = MachineID("desktop")!
    let day: Int64 = 86_400_000

    @Test func aChangeMadeAfterSeeingOneFromAClockADayAheadIsLater() {
        var ahead = HybridLogicalClock(machine: desktop)
        let seen = ahead.tick(now: 1_000 + day)
        var clock = HybridLogicalClock(machine: laptop)
        clock.witness(seen)
        let made = clock.tick(now: 2_000)
        #expect(made > seen)
        #expect(made.wall == seen.wall && made.counter == seen.counter + 1)
    }

    @Test func changesOfOneMillisecondAreOrderedByTheirCounters() {
        var clock = HybridLogicalClock(machine: laptop)
        let first = clock.tick(now: 5_000)
        let second = clock.tick(now: 5_000)
        let third = clock.tick(now: 4_000)
        #expect(first < second && second < third)
        #expect(clock.tick(now: 6_000) == HybridLogicalTime(wall: 6_000, counter: 0, machine: laptop))
    }

    @Test func twoChangesOfTheSameTimeAreOrderedByTheirMachines() {
        let onDesktop = HybridLogicalTime(wall: 5_000, counter: 3, machine: desktop)
        let onLaptop = HybridLogicalTime(wall: 5_000, counter: 3, machine: laptop)
        #expect(onDesktop < onLaptop)
    }

    @Test func aTimeReadsBackAsItIsWritten() {
        let time = HybridLogicalTime(wall: 1_773_135_000_250, counter: 12, machine: laptop)
        #expect(time.description == "2026-03-10T09:30:00.250Z/12")
        #expect(HybridLogicalTime(time.description, machine: laptop) == time)
        #expect(HybridLogicalTime("2026-03-10T09:30:00.250Z", machine: laptop) == nil)
        #expect(HybridLogicalTime("2026-03-10T09:30:00.250Z/-1", machine: laptop) == nil)
        #expect(HybridLogicalTime("2026-03-10T09:30:00.250Z/1234567", machine: laptop) == nil)
    }

    @Test func aMachineIDIsMadeOnceAndKeptBesideTheLibrary() async throws {
        try await withTemporaryFolder { folder in
            let library = folder.appendingPathComponent("library.sqlite")
            let made = try MachineID.kept(besideLibraryAt: library)
            #expect(try MachineID.kept(besideLibraryAt: library) == made)
            #expect(FileManager.default.fileExists(atPath: library.path + ".machine-id"))
            #expect(made.text.count == 16)
        }
    }
}
