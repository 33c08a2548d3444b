import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Your own lists in the library (issue 48): positions with no gaps, names unique whatever the
/// case, a deleted list kept as its tombstone and restorable for 30 days, and a list's films
/// following a film matched by a later import.
@Suite struct FilmLibraryListsTests {
    let time = ManualTime()
    let library: FilmLibrary

    init() throws {
        library = try FilmLibrary.inMemory(now: time.clock)
    }

    /// The ids of list `name`'s films, in their order, checking their positions run 1, 2, ….
    private func ids(_ name: String) throws -> [Int?] {
        let list = try #require(try library.list(named: name))
        #expect(list.entries.map(\.position) == Array((0..<list.entries.count).map { $0 + 1 }))
        return list.entries.map(\.film.id)
    }

    @Test func filmsPutInAtAPositionMoveTheOthersDownAndTakenOffMoveThemUp() throws {
        try library.createList(named: "Top", ranked: true)
        #expect(try library.addToList(named: "Top", tmdbFilm(1)) == .added(position: 1))
        #expect(try library.addToList(named: "Top", tmdbFilm(2)) == .added(position: 2))
        #expect(try library.addToList(named: "Top", tmdbFilm(3), at: 1) == .added(position: 1))
        #expect(try ids("Top") == [3, 1, 2])
        #expect(try library.addToList(named: "Top", tmdbFilm(4), at: 99) == .added(position: 4))
        #expect(try library.addToList(named: "Top", tmdbFilm(2), at: 1) == .moved(from: 3, to: 1))
        #expect(try ids("Top") == [2, 3, 1, 4])
        #expect(try library.addToList(named: "Top", tmdbFilm(4)) == .alreadyOn(position: 4))
        #expect(try library.removeFromList(named: "Top", tmdbFilm(3)) == .done)
        #expect(try ids("Top") == [2, 1, 4])
        #expect(try library.removeFromList(named: "Top", tmdbFilm(3)) == .notOnList)
    }

    @Test func aListsNameIsUniqueWhateverTheCase() throws {
        #expect(try library.createList(named: "Noir") == .done)
        #expect(try library.createList(named: "NOIR") == .nameTaken("Noir"))
        #expect(try library.renameList("noir", to: "NOIR") == .done, "a list may change its name's case")
        #expect(try library.lists().map(\.name) == ["NOIR"])
    }

    @Test func aListsNameIsUniqueWhateverTheCaseBeyondASCII() throws {
        #expect(try library.createList(named: "Été") == .done)
        #expect(try library.createList(named: "été") == .nameTaken("Été"))
        #expect(try library.list(named: "ÉTÉ")?.name == "Été")
        #expect(try library.addToList(named: "été", tmdbFilm(1)) == .added(position: 1))
        #expect(try library.renameList("ÉTÉ", to: "été") == .done, "a list may change its name's case")
        #expect(try library.lists().map(\.name) == ["été"])
        #expect(try library.deleteList(named: "ÉTÉ") == .done)
        #expect(try library.restoreList(named: "Été") == .done)
        #expect(try ids("été") == [1])
    }

    @Test func aNameDecomposedFindsTheListNamedComposed() throws {
        #expect(try library.createList(named: "Caf\u{E9}") == .done)
        #expect(try library.createList(named: "CAFE\u{301}") == .nameTaken("Caf\u{E9}"))
        #expect(try library.list(named: "Cafe\u{301}")?.name == "Caf\u{E9}")
        #expect(try library.importLists([ImportedList(name: "cafe\u{301}", changedAt: time.now)]) == 0)
        #expect(try library.lists().map(\.name) == ["Caf\u{E9}"])
    }

    @Test func aDeletedListIsRestorableForThirtyDaysWithItsFilms() throws {
        try library.createList(named: "Noir", description: "Rain and neon")
        try library.addToList(named: "Noir", tmdbFilm(1))
        #expect(try library.deleteList(named: "Noir") == .done)
        #expect(try library.lists().isEmpty && library.list(named: "Noir") == nil)
        #expect(try library.yours(film: 1, of: .tmdb).lists.isEmpty)
        #expect(try library.deletedLists().map(\.name) == ["Noir"])

        time.advance(milliseconds: 29 * 24 * 3_600_000)
        #expect(try library.restoreList(named: "noir") == .done)
        let restored = try #require(try library.list(named: "Noir"))
        #expect(restored.entries.map(\.film.id) == [1] && restored.description == "Rain and neon")
        #expect(try library.yours(film: 1, of: .tmdb).lists == ["Noir"])
    }

    @Test func aListDeletedMoreThanThirtyDaysAgoIsNotRestoredAndGoesAtTheNextDelete() throws {
        try library.createList(named: "Noir")
        try library.deleteList(named: "Noir")
        time.advance(milliseconds: 31 * 24 * 3_600_000)
        #expect(try library.restoreList(named: "Noir") == .expired)
        try library.createList(named: "Other")
        try library.deleteList(named: "Other")
        #expect(try library.deletedLists().map(\.name) == ["Other"])
        #expect(try library.restoreList(named: "Noir") == .noSuchList)
    }

    @Test func aListIsNotRestoredOverOneThatHasItsNameNow() throws {
        try library.createList(named: "Noir")
        try library.deleteList(named: "Noir")
        try library.createList(named: "noir")
        #expect(try library.restoreList(named: "Noir") == .nameTaken("noir"))
        #expect(try library.deletedLists().count == 1)
    }

    @Test func aFilmOnAListFollowsItsMatchWhenAnImportMatchesIt() throws {
        let unmatched = LibraryFilm(source: .tmdb, id: nil, title: "Northern Signal", year: 2016)
        try library.createList(named: "Top", ranked: true)
        try library.addToList(named: "Top", tmdbFilm(5))
        try library.addToList(named: "Top", unmatched)
        try library.addToList(named: "Top", tmdbFilm(7))
        try library.write { db in
            _ = try FilmRecord.rememberImported(
                tmdbFilm(100_010, "Northern Signal"), as: ("Northern Signal", 2016), recordedAt: 1, in: db)
        }
        #expect(try ids("Top") == [5, 100_010, 7])
    }

    @Test func aMatchedFilmOnAListAlreadyTakesTheUnmatchedOnesPlaceAway() throws {
        let unmatched = LibraryFilm(source: .tmdb, id: nil, title: "Northern Signal", year: 2016)
        try library.createList(named: "Top", ranked: true)
        try library.addToList(named: "Top", unmatched)
        try library.addToList(named: "Top", tmdbFilm(5))
        try library.addToList(named: "Top", tmdbFilm(100_010, "Northern Signal"))
        try library.write { db in
            _ = try FilmRecord.rememberImported(
                tmdbFilm(100_010, "Northern Signal"), as: ("Northern Signal", 2016), recordedAt: 1, in: db)
        }
        #expect(try ids("Top") == [5, 100_010])
    }
}
