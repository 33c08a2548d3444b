import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Parts of a change file's line of a list.
private enum ListLine {
    static let list = "\"list\":\"0b8f7f4e-59a4-4c50-9d39-1c8e4f7a2b10\""
    static let film = "\"film\":{\"id\":7,\"source\":\"tmdb\",\"title\":\"Film\",\"year\":2016}"
    static let clock = "\"clock\":\"2026-03-10T09:30:00.000Z/0\",\"machine\":\"laptop\""
}

/// Your lists in step on three machines through one folder (issue 62): a list's name and each
/// film on it are the latest change's, by a hybrid logical clock; the same changes give the same
/// lists in any order.
@Suite struct FolderSyncListMergeTests {
    /// Three machines holding the list "Noir" (films 1 and 2) made on the laptop, then each
    /// changing it apart: the desktop puts film 3 at its end, the tablet film 4 at its start, the
    /// laptop renames it "Film noir" and takes film 2 off.
    static func machinesChangingOneList(in folder: URL) throws -> [LibraryOnAMachine] {
        let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
        let desktop = try LibraryOnAMachine("desktop", syncingThrough: folder)
        let tablet = try LibraryOnAMachine("tablet", syncingThrough: folder)
        try laptop.library.createList(named: "Noir")
        try laptop.library.addToList(named: "Noir", tmdbFilm(1))
        try laptop.library.addToList(named: "Noir", tmdbFilm(2))
        for machine in [laptop, desktop, tablet] { try machine.sync() }
        desktop.time.advance(milliseconds: 5)
        try desktop.library.addToList(named: "Noir", tmdbFilm(3))
        tablet.time.advance(milliseconds: 7)
        try tablet.library.addToList(named: "Noir", tmdbFilm(4), at: 1)
        laptop.time.advance(milliseconds: 9)
        try laptop.library.renameList("Noir", to: "Film noir")
        try laptop.library.removeFromList(named: "Film noir", tmdbFilm(2))
        return [laptop, desktop, tablet]
    }

    /// A laptop and a desktop in step, both holding the list "Noir" the laptop made with `films`.
    static func twoMachinesHoldingNoir(
        films: ClosedRange<Int>, in folder: URL
    ) throws -> (LibraryOnAMachine, LibraryOnAMachine) {
        let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
        let desktop = try LibraryOnAMachine("desktop", syncingThrough: folder)
        try laptop.library.createList(named: "Noir")
        for id in films { try laptop.library.addToList(named: "Noir", tmdbFilm(id)) }
        try laptop.sync()
        try desktop.sync()
        return (laptop, desktop)
    }

    @Test(arguments: [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
    func aListChangedApartOnThreeMachinesEndsAlikeWhateverOrderTheySyncIn(order: [Int]) async throws {
        try await withTemporaryFolder { folder in
            let machines = try Self.machinesChangingOneList(in: folder)
            for index in order + order { try machines[index].sync() }
            let holdings = try machines.map { try $0.holdings() }
            #expect(holdings[0] == holdings[1] && holdings[1] == holdings[2])
            #expect(try machines[2].films(onList: "Film noir") == ["tmdb:4", "tmdb:1", "tmdb:3"])
            #expect(try machines[1].library.list(named: "Noir") == nil)
        }
    }

    @Test func twoListsOfOneNameMadeApartAreBothKeptWithTheirFilms() async throws {
        try await withTemporaryFolder { folder in
            let laptop = try LibraryOnAMachine("laptop", syncingThrough: folder)
            let desktop = try LibraryOnAMachine("desktop", syncingThrough: folder)
            try laptop.library.createList(named: "Noir")
            try laptop.library.addToList(named: "Noir", tmdbFilm(1))
            try desktop.library.createList(named: "noir")
            try desktop.library.addToList(named: "noir", tmdbFilm(2))
            for machine in [laptop, desktop, laptop, desktop] { try machine.sync() }
            #expect(try laptop.holdings() == desktop.holdings())
            let lists = try laptop.library.lists()
            #expect(lists.count == 2)
            #expect(Set(lists.flatMap(\.entries).map(\.film.id)) == [1, 2])
            #expect(lists.contains { $0.name.hasSuffix(" (2)") }, "\(lists.map(\.name))")
        }
    }

    @Test func aListDeletedOnOneMachineIsDeletedOnTheOtherAndRestoresWithItsFilms() async throws {
        try await withTemporaryFolder { folder in
            let (laptop, desktop) = try Self.twoMachinesHoldingNoir(films: 1...1, in: folder)
            desktop.time.advance(milliseconds: 10)
            try desktop.library.deleteList(named: "Noir")
            try desktop.sync()
            try laptop.sync()
            #expect(try laptop.library.lists().isEmpty)
            #expect(try laptop.library.deletedLists().map(\.name) == ["Noir"])
            laptop.time.advance(milliseconds: 10)
            #expect(try laptop.library.restoreList(named: "Noir") == .done)
            try laptop.sync()
            try desktop.sync()
            #expect(try desktop.films(onList: "Noir") == ["tmdb:1"])
            #expect(try laptop.holdings() == desktop.holdings())
        }
    }

    @Test func twoMachinesAddingFilmsAtTheEndApartBothKeepTheirs() async throws {
        try await withTemporaryFolder { folder in
            let (laptop, desktop) = try Self.twoMachinesHoldingNoir(films: 1...1, in: folder)
            try laptop.library.addToList(named: "Noir", tmdbFilm(2))
            try desktop.library.addToList(named: "Noir", tmdbFilm(3))
            for machine in [laptop, desktop, laptop, desktop] { try machine.sync() }
            #expect(try laptop.films(onList: "Noir") == ["tmdb:1", "tmdb:2", "tmdb:3"])
            #expect(try laptop.holdings() == desktop.holdings())
        }
    }

    @Test func aFilmMovedOnTwoMachinesApartGoesWhereTheLaterMoveSays() async throws {
        try await withTemporaryFolder { folder in
            let (laptop, desktop) = try Self.twoMachinesHoldingNoir(films: 1...4, in: folder)
            laptop.time.advance(milliseconds: 5)
            try laptop.library.addToList(named: "Noir", tmdbFilm(4), at: 1)
            desktop.time.advance(milliseconds: 9)
            try desktop.library.addToList(named: "Noir", tmdbFilm(4), at: 2)
            for machine in [laptop, desktop, laptop] { try machine.sync() }
            #expect(try laptop.films(onList: "Noir") == ["tmdb:1", "tmdb:4", "tmdb:2", "tmdb:3"])
            #expect(try laptop.holdings() == desktop.holdings())
        }
    }

    @Test(arguments: [
        "{\(ListLine.list),\(ListLine.clock),\"entry\":\"list\",\"fields\":{\"name\":\"Noir\\u0007\"}}",
        "{\(ListLine.list),\(ListLine.clock),\(ListLine.film),\"entry\":\"list\",\"fields\":{\"name\":\"Noir\"}}",
        "{\(ListLine.clock),\(ListLine.film),\"entry\":\"listEntry\",\"fields\":{\"position\":\"5\"}}",
        "{\(ListLine.list),\(ListLine.clock),\(ListLine.film),\"entry\":\"listEntry\",\"fields\":{\"position\":\"50\"}}",
        "{\(ListLine.list),\(ListLine.clock),\(ListLine.film),\"entry\":\"listEntry\",\"fields\":{\"position\":\"5a\"}}",
        "{\(ListLine.list),\(ListLine.clock),\(ListLine.film),\"entry\":\"watchlist\",\"fields\":{\"added\":\"2026-03-10\"}}",
    ])
    func aListLineThatDoesNotReadIsRefused(line: String) {
        let today = day("2026-12-05")
        #expect(throws: SyncLineRefusal.self) { try SyncChange(line: ArraySlice(Array(line.utf8)), today: today) }
    }

    @Test func aListLineReadsAsItsChange() throws {
        let line =
            "{\(ListLine.list),\(ListLine.clock),\(ListLine.film),"
            + "\"entry\":\"listEntry\",\"fields\":{\"position\":\"55\"}}"
        let change = try SyncChange(line: ArraySlice(Array(line.utf8)), today: day("2026-12-05"))
        #expect(change.key == "0b8f7f4e-59a4-4c50-9d39-1c8e4f7a2b10|tmdb:7" && change.fields["position"] == .text("55"))
    }

    @Test func aKeyFitsBetweenAnyTwoAndTheUnmovedKeepTheirs() {
        var keys = ["5"]
        for _ in 0..<40 { keys.insert(SyncOrderKey.between("", keys[0]), at: 0) }
        for _ in 0..<40 { keys.append(SyncOrderKey.between(keys[keys.count - 1], nil)) }
        for _ in 0..<40 { keys.insert(SyncOrderKey.between(keys[40], keys[41]), at: 41) }
        #expect(keys == keys.sorted() && Set(keys).count == keys.count && keys.allSatisfy(SyncOrderKey.isValid))
        let moved = SyncOrderKey.keys(of: [("c", "7"), ("a", "2"), ("b", "5"), ("d", nil)])
        #expect(moved[1] == "2" && moved[2] == "5" && moved == moved.sorted() && Set(moved).count == 4, "\(moved)")
    }
}
