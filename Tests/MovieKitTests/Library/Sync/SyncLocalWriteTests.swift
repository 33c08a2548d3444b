import Foundation
import GRDB
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// "Nothing to send" answered from one row the library's triggers keep (issue 62, row 20a):
/// any write of an entry after a sync makes something to send, and with none, the ledger is not
/// read at all.
@Suite struct SyncLocalWriteTests {
    /// A change of each kind of entry, made on a library that holds a watchlist entry, a rating, a
    /// viewing and a list, all synced.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case watchlistAdded, watchlistRemoved, ratingGiven, ratingRemoved, viewingLogged, viewingChanged
        case viewingRetagged, viewingRemoved, listMade, filmPutOnList, filmTakenOffList, listDeleted

        var testDescription: String { rawValue }
    }

    /// A machine whose library holds one entry of each kind, synced through `shared`; the
    /// viewing's id.
    private static func synced(sharing shared: URL) throws -> (LibraryOnAMachine, UUID) {
        let laptop = try LibraryOnAMachine("laptop", syncingThrough: shared)
        try laptop.library.addToWatchlist(tmdbFilm(1), on: day("2026-03-01"))
        try laptop.library.rate(tmdbFilm(2), 8, on: day("2026-03-01"))
        let viewing = try laptop.library.log(
            Viewing(film: tmdbFilm(3), watchedOn: day("2026-03-01"), markedOn: day("2026-03-01"), tags: ["cinema"]))
        try laptop.library.createList(named: "Noir")
        try laptop.library.addToList(named: "Noir", tmdbFilm(4))
        try laptop.sync()
        return (laptop, viewing)
    }

    @Test(arguments: Change.allCases)
    func anyChangeOfAnEntryAfterASyncWaitsToBeSent(_ change: Change) async throws {
        try await withTemporaryFolder { shared in
            let (laptop, viewing) = try Self.synced(sharing: shared)
            let library = laptop.library
            #expect(try !library.hasChangesToSend(as: laptop.machine))
            laptop.time.advance(milliseconds: 1)
            switch change {
            case .watchlistAdded: try library.addToWatchlist(tmdbFilm(5), on: day("2026-03-02"))
            case .watchlistRemoved: #expect(try library.removeFromWatchlist(tmdbFilm(1)))
            case .ratingGiven: try library.rate(tmdbFilm(2), 6, on: day("2026-03-02"))
            case .ratingRemoved: #expect(try library.removeRating(of: tmdbFilm(2)))
            case .viewingLogged:
                _ = try library.log(
                    Viewing(film: tmdbFilm(3), watchedOn: day("2026-03-02"), markedOn: day("2026-03-02")))
            case .viewingChanged:
                _ = try library.changeViewing(viewing, ViewingEdit(review: .set("Long.")), ratedOn: day("2026-03-02"))
            case .viewingRetagged: #expect(try library.retag(viewing: viewing, ["home"]))
            case .viewingRemoved: #expect(try library.removeViewing(viewing))
            case .listMade: try library.createList(named: "Westerns")
            case .filmPutOnList: try library.addToList(named: "Noir", tmdbFilm(6))
            case .filmTakenOffList: _ = try library.removeFromList(named: "Noir", tmdbFilm(4))
            case .listDeleted: _ = try library.deleteList(named: "Noir")
            }
            #expect(try library.hasChangesToSend(as: laptop.machine))
            let sent = try laptop.sync()
            #expect(sent.sent > 0)
            #expect(try !library.hasChangesToSend(as: laptop.machine))
        }
    }

    @Test func withNothingWrittenSinceTheLastSyncTheLedgerIsNotRead() async throws {
        try await withTemporaryFolder { shared in
            let (laptop, _) = try Self.synced(sharing: shared)
            // The ledger put out of reach: a check that read it would fail.
            try laptop.library.write { db in try db.execute(sql: "ALTER TABLE syncField RENAME TO syncFieldAside") }
            #expect(try !laptop.library.hasChangesToSend(as: laptop.machine))

            try laptop.library.addToWatchlist(tmdbFilm(5), on: day("2026-03-02"))
            #expect(throws: LibraryError.self) { try laptop.library.hasChangesToSend(as: laptop.machine) }
        }
    }

    @Test func aLibraryNeverSyncedCountsAsWritten() throws {
        let library = try FilmLibrary.inMemory()
        #expect(try library.read { db in try SyncLocalWriteRecord.writtenSinceSync(in: db) })
    }
}
