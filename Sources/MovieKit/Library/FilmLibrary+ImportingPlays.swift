import Foundation
import GRDB

extension FilmLibrary {
    /// Writes `viewing`, which stands for `play` (a media server's) of film row `film`, by the
    /// play's id: once, however often it is imported, and never merged with another viewing of
    /// the film, dated or not (N plays are N viewings).
    ///
    /// - A play whose viewing the library holds is left as it is; one whose viewing was removed
    ///   (at any time: a play does not change) is not brought back.
    /// - A dated play on a day the film has a viewing that no play of this item made (one logged
    ///   by hand, by another import, or a play of another copy of the film) is that viewing:
    ///   nothing is added, and the play's id is
    ///   recorded as removed (a tombstone stamped with the play's moment), so that when a later
    ///   play takes its date away it is not added undated.
    ///
    /// A film row the transaction has just inserted (`newFilm`, a first import's every film) holds
    /// no viewing, tombstone or watchlist entry: its play's viewing is inserted unless its id is
    /// held (by another film's row), in one statement rather than five.
    static func applyPlay(
        _ play: ServerPlay, as viewing: Viewing, of film: Int64, newFilm: Bool = false, stamp: ChangeStamp,
        in db: Database, viewings: inout ImportedViewings
    ) throws -> ImportedChange {
        if newFilm {
            let record = ViewingRecord(viewing, film: film, stamp: stamp)
            guard let row = try record.insertUnlessHeld(in: db) else { return ImportedChange(change: .unchanged) }
            viewings.added(row, of: film, on: viewing.watchedOn)
            return ImportedChange(change: .added)
        }
        let id = play.viewingID
        if try ViewingRecord.row(of: id, in: db) != nil { return ImportedChange(change: .unchanged) }
        if try TombstoneRecord.removedAt(.viewing(id), film: film, in: db) != nil {
            return ImportedChange(change: .passedBy(.removedSince))
        }
        if let day = viewing.watchedOn, case let there = try ViewingRecord.uuids(of: film, on: day, in: db),
            !there.isEmpty
        {
            // The ids of the item's plays are made only where the day has a viewing.
            let ours = play.viewingIDsOfItem
            if there.contains(where: { !ours.contains($0) }) {
                try TombstoneRecord(.viewing(id), film: film, stamp: stamp).record(keepingLater: true, in: db)
                return ImportedChange(change: .unchanged)
            }
        }
        let record = ViewingRecord(viewing, film: film, stamp: stamp)
        // Its tombstone was looked for above, in this transaction, and is not there.
        viewings.added(try record.insert(tags: [], leftNoTombstone: true, in: db), of: film, on: viewing.watchedOn)
        let left = try WatchlistEntryRecord.leave(
            film, seenOn: record.watchedOn ?? record.markedOn, stamp: stamp, in: db)
        return ImportedChange(change: .added, leftWatchlist: left)
    }

    /// Those of the viewing ids `ids` (of plays, ``ServerPlay/viewingID``) the library holds: in
    /// the diary, or recorded as removed.
    func knownViewingIDs(among ids: [UUID]) throws(LibraryError) -> Set<UUID> {
        guard !ids.isEmpty else { return [] }
        return try read { db in
            let marks = databaseQuestionMarks(count: ids.count)
            let sql = """
                SELECT uuid FROM viewing WHERE uuid IN (\(marks))
                UNION SELECT viewingUUID FROM tombstone WHERE entry = 'viewing' AND viewingUUID IN (\(marks))
                """
            return Set(try UUID.fetchAll(db, sql: sql, arguments: StatementArguments(ids + ids)))
        }
    }

    /// Whether the library holds no viewing, in the diary or recorded as removed: then it knows
    /// no play of any server (``KnownPlays/holdsNone``).
    func holdsNoViewing() throws(LibraryError) -> Bool {
        try read { db in
            let sql = """
                SELECT NOT EXISTS (SELECT 1 FROM viewing)
                    AND NOT EXISTS (SELECT 1 FROM tombstone WHERE entry = 'viewing')
                """
            return try Bool.fetchOne(db, sql: sql) ?? false
        }
    }
}
