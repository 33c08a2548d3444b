import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Exports of version 2 (issue 42): each entry's change time, each viewing's id and the removals,
/// read back to the same library.
@Suite struct LibraryArchiveVersion2Tests {
    /// A library with an entry of each kind, and a removal of each kind.
    static func library(_ time: ManualTime) throws -> FilmLibrary {
        let library = try FilmLibrary.inMemory(now: time.clock)
        try library.addToWatchlist(tmdbFilm(1, "Saltwater"), on: day("2026-03-01"))
        try library.addToWatchlist(
            LibraryFilm(source: .tmdb, id: nil, title: "Lost", year: 1999), on: day("2026-03-01"))
        time.advance(milliseconds: 7)
        let kept = try library.log(
            Viewing(
                film: tmdbFilm(2), watchedOn: day("2026-03-08"), markedOn: day("2026-03-09"), rating: 8,
                tags: ["rain", "home"], review: "Salt and \"quotes\"\nand a newline."))
        let gone = try library.log(Viewing(film: tmdbFilm(3), watchedOn: nil, markedOn: day("2026-03-09")))
        time.advance(milliseconds: 1_000)
        try library.rate(tmdbFilm(4), 6, on: day("2026-03-10"))
        try library.rate(tmdbFilm(5), 9, on: day("2026-03-10"))
        time.advance(milliseconds: 3)
        try library.removeFromWatchlist(tmdbFilm(1, "Saltwater"))
        try library.removeRating(of: tmdbFilm(5))
        try library.removeViewing(gone)
        try library.retag(viewing: kept, ["home"])
        return library
    }

    @Test func anExportImportedIntoANewLibraryGivesTheSameExportByteForByte() async throws {
        let original = try Self.library(ManualTime())
        let archive = try original.archive()
        #expect(archive.removals.map(\.removal.entry.name).sorted() == ["rating", "tag", "viewing", "watchlist"])
        let data = LibraryArchive.encoded(archive)
        let read = try LibraryArchive.read(data, file: "export.json", today: day("2026-03-10"))
        #expect(read == archive)
        let later = ManualTime(Date(timeIntervalSince1970: 1_780_000_000))
        let fresh = try FilmLibrary.inMemory(now: later.clock)
        _ = try await LibraryImport(library: fresh, source: .tmdb) { _ in .unmatched }.run(read.batch, jobs: 1)
        #expect(try fresh.archive() == archive)
        #expect(LibraryArchive.encoded(try fresh.archive()) == data)
        // Everything it holds was recorded by the import, when it ran.
        #expect(try fresh.changes(since: later.now.addingTimeInterval(-0.001)).removals.count == 4)
    }

    @Test func anExportSaysWhenEachEntryChangedToTheMillisecondAndNothingOfItsOwnClock() throws {
        let json = String(decoding: LibraryArchive.encoded(try Self.library(ManualTime()).archive()), as: UTF8.self)
        #expect(json.contains(#""version" : 2"#))
        #expect(json.contains(#""changedAt" : "2026-03-10T09:30:00.250Z""#))
        #expect(json.contains(#""changedAt" : "2026-03-10T09:30:00.257Z""#))
        #expect(json.contains(#""removedAt" : "2026-03-10T09:30:01.260Z""#))
        #expect(json.contains(#""removed" : "tag""#) && json.contains(#""tag" : "rain""#))
        #expect(json.contains(#""viewingID" : ""#))
        #expect(!json.contains("recordedAt"))
    }

    @Test func aTagGivenAfterItsViewingKeepsItsOwnTimeThroughAnExport() async throws {
        let time = ManualTime()
        let original = try FilmLibrary.inMemory(now: time.clock)
        let logged = time.now
        let id = try original.log(
            Viewing(film: tmdbFilm(2), watchedOn: day("2026-03-08"), markedOn: day("2026-03-09"), tags: ["home"]))
        time.advance(milliseconds: 5_000)
        try original.retag(viewing: id, ["home", "friends"])
        let data = LibraryArchive.encoded(try original.archive())
        #expect(String(decoding: data, as: UTF8.self).contains(#""friends" : "2026-03-10T09:30:05.250Z""#))

        let fresh = try FilmLibrary.inMemory(now: ManualTime(Date(timeIntervalSince1970: 1_780_000_000)).clock)
        let read = try LibraryArchive.read(data, file: "export.json", today: day("2026-03-10"))
        _ = try await LibraryImport(library: fresh, source: .tmdb) { _ in .unmatched }.run(read.batch, jobs: 1)
        let tags = try fresh.changes(since: .distantPast).tags
        #expect(tags.first { $0.tag == "home" }?.changedAt == logged)
        #expect(tags.first { $0.tag == "friends" }?.changedAt == time.now)
        #expect(LibraryArchive.encoded(try fresh.archive()) == data)
    }

    @Test func aVersion1ExportIsStillRead() throws {
        let text = #"""
            {"format": "movies-library", "version": 1,
             "diary": [{"source": "tmdb", "id": 1, "title": "A", "year": 2000, "watchedOn": "2024-01-01",
                        "markedOn": "2024-01-02", "rewatch": false, "tags": ["x"]}]}
            """#
        let archive = try LibraryArchive.read(Data(text.utf8), file: "f")
        #expect(archive.diary.first?.viewing.id == nil && archive.diary.first?.viewing.changedAt == nil)
        #expect(archive.removals.isEmpty)
    }

    static let unreadable: [(String, String)] = [
        (
            #"{"format": "movies-library", "version": 2, "watchlist": [{"source": "tmdb", "id": 1, "title": "A", "added": "2024-01-01", "changedAt": "yesterday"}]}"#,
            #"at watchlist[0].changedAt: "yesterday" is not a moment written yyyy-MM-ddTHH:mm:ss.sssZ"#
        ),
        (
            #"{"format": "movies-library", "version": 2, "watchlist": [{"source": "tmdb", "id": 1, "title": "A", "added": "2024-01-01", "changedAt": "2999-01-01T00:00:00.000Z"}]}"#,
            #"at watchlist[0].changedAt: "2999-01-01T00:00:00.000Z" is in the future"#
        ),
        (
            #"{"format": "movies-library", "version": 2, "diary": [{"source": "tmdb", "id": 1, "title": "A", "watchedOn": "2024-01-01", "viewingID": "not-a-uuid"}]}"#,
            #"at diary[0].viewingID: "not-a-uuid" is not a viewing's id"#
        ),
        (
            #"{"format": "movies-library", "version": 2, "removals": [{"source": "tmdb", "id": 1, "title": "A", "removed": "everything", "removedAt": "2024-01-01T00:00:00.000Z"}]}"#,
            #"at removals[0].removed: "everything" is none of watchlist, rating, viewing, tag"#
        ),
        (
            #"{"format": "movies-library", "version": 2, "removals": [{"source": "tmdb", "id": 1, "title": "A", "removed": "viewing", "removedAt": "2024-01-01T00:00:00.000Z"}]}"#,
            #"at removals[0]: "viewingID" is missing"#
        ),
        (#"{"format": "movies-library", "version": 4}"#, "newer movies"),
    ]

    @Test(arguments: unreadable.indices)
    func aFileWithABadNewFactSaysWhichInOneLine(_ index: Int) {
        let (text, reason) = Self.unreadable[index]
        #expect {
            try LibraryArchive.read(Data(text.utf8), file: "f")
        } throws: { error in
            let description = "\(error)"
            return description.contains(reason) && !description.contains("\n")
        }
    }
}
