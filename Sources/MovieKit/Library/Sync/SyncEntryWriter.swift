import Foundation
import GRDB

/// Makes an entry of the library what the sync's ledger says of it (``SyncMerge``), in the
/// transaction the caller holds: added, changed field by field, or removed with its tombstone,
/// each change stamped with the time of the latest change of the entry and recorded now.
/// Nothing else moves: a rating synced does not take its film off the watchlist (the machine that
/// gave it sent that change too).
struct SyncEntryWriter {
    let db: Database
    /// Now, milliseconds since 1970: when this library records what it takes.
    let now: Int64

    /// What making an entry did.
    enum Outcome {
        case added, changed, removed, unchanged
    }

    /// Makes entry `ref` of the library hold `fields`, where it holds `held` now.
    func make(_ ref: SyncEntryRef, _ fields: SyncEntryFields, held: SyncLibraryEntry?) throws -> Outcome {
        let stamp = ChangeStamp(changedAt: fields.latest?.wall ?? now, recordedAt: now)
        guard fields.isPresent else {
            guard held != nil, let film = held?.film ?? fields.film, let row = try FilmRecord.rowID(of: film, in: db)
            else {
                return .unchanged
            }
            let removed =
                switch ref.kind {
                case .watchlist: try WatchlistEntryRecord.remove(row, stamp: stamp, in: db)
                case .rating: try RatingRecord.remove(row, stamp: stamp, in: db)
                case .viewing: try ref.viewing.map { try ViewingRecord.remove($0, stamp: stamp, in: db) } ?? false
                case .list, .listEntry: false  // ``SyncListWriter``'s
                }
            return removed ? .removed : .unchanged
        }
        let values = fields.values
        guard ref.kind.fields.allSatisfy({ values[$0] != nil }), held?.values != values else {
            // The same entry, made here from what another way brought (a TMDB account names a
            // film with no IMDb id): what the film lacks is filled in.
            if let film = fields.film, film.imdbID != nil, held?.film?.imdbID == nil, held != nil {
                _ = try FilmRecord.rememberImported(film, as: nil, recordedAt: 0, namedBySource: false, in: db)
            }
            return .unchanged
        }
        guard let film = held?.film ?? fields.film else { return .unchanged }
        let row = try FilmRecord.remember(film, in: db)
        switch ref.kind {
        case .watchlist:
            guard case .text(let added) = values["added"] else { return .unchanged }
            if held == nil {
                _ = try WatchlistEntryRecord(filmId: row, added: added, stamp: stamp).add(in: db)
            } else {
                try db.execute(
                    sql: "UPDATE watchlistEntry SET added = ?, changedAt = ?, recordedAt = ? WHERE filmId = ?",
                    arguments: [added, stamp.changedAt, stamp.recordedAt, row])
            }
        case .rating:
            guard case .number(let number) = values["rating"], let rating = YourRating(number),
                case .text(let ratedOn) = values["ratedOn"]
            else { return .unchanged }
            if held == nil {
                _ = try RatingRecord(filmId: row, rating: rating, ratedOn: ratedOn, stamp: stamp).set(in: db)
            } else {
                try db.execute(
                    sql: "UPDATE rating SET rating = ?, ratedOn = ?, changedAt = ?, recordedAt = ? WHERE filmId = ?",
                    arguments: [rating, ratedOn, stamp.changedAt, stamp.recordedAt, row])
            }
        case .viewing:
            guard let id = ref.viewing, let viewing = Self.viewing(id, of: film, values) else {
                return .unchanged
            }
            try write(viewing, id: id, film: row, stamp: stamp)
        case .list, .listEntry:
            return .unchanged
        }
        return held == nil ? .added : .changed
    }

    /// Writes `viewing` (whose id is `id`) over the one the library holds, or adds it.
    private func write(_ viewing: Viewing, id: UUID, film row: Int64, stamp: ChangeStamp) throws {
        guard let (viewingRow, _) = try ViewingRecord.row(of: id, in: db) else {
            try ViewingRecord(viewing, film: row, stamp: stamp).insert(tags: viewing.tags, in: db)
            return
        }
        let record = ViewingRecord(viewing, film: row, stamp: stamp)
        try db.execute(
            sql: """
                UPDATE viewing SET watchedOn = ?, markedOn = ?, rewatch = ?, rating = ?, review = ?, changedAt = ?,
                    recordedAt = ?
                WHERE id = ?
                """,
            arguments: [
                record.watchedOn, record.markedOn, record.rewatch, record.rating, record.review, stamp.changedAt,
                stamp.recordedAt, viewingRow,
            ])
        _ = try ViewingTagRecord.replace(with: viewing.tags, of: viewingRow, named: id, film: row, stamp: stamp, in: db)
    }

    /// The viewing `values` describe; `nil` when one does not read.
    private static func viewing(_ id: UUID, of film: LibraryFilm, _ values: [String: SyncValue]) -> Viewing? {
        guard case .text(let marked) = values["markedOn"], let markedOn = APIDate.parse(marked),
            case .flag(let rewatch) = values["rewatch"], case .texts(let tags) = values["tags"]
        else { return nil }
        var watchedOn: Date?
        if case .text(let watched) = values["watchedOn"] { watchedOn = APIDate.parse(watched) }
        var rating: YourRating?
        if case .number(let number) = values["rating"] { rating = YourRating(number) }
        var review: String?
        if case .text(let text) = values["review"] { review = text }
        return Viewing(
            film: film, watchedOn: watchedOn, markedOn: markedOn, rewatch: rewatch, rating: rating, tags: tags,
            review: review, id: id)
    }
}
