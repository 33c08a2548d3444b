import GRDB

/// The tables of entries and tombstones, each of which points at a film: what is done to all of
/// them when a film's row changes.
enum EntryTables {
    /// Moves the entries and tombstones of film row `unmatched` to row `matched`, recorded anew
    /// at `recordedAt`; what `matched` already has stays.
    static func move(from unmatched: Int64, to matched: Int64, recordedAt: Int64, in db: Database) throws {
        try WatchlistEntryRecord.move(from: unmatched, to: matched, recordedAt: recordedAt, in: db)
        try RatingRecord.move(from: unmatched, to: matched, recordedAt: recordedAt, in: db)
        try ViewingRecord.move(from: unmatched, to: matched, recordedAt: recordedAt, in: db)
        try ListEntryRecord.move(from: unmatched, to: matched, recordedAt: recordedAt, in: db)
        try TombstoneRecord.move(from: unmatched, to: matched, recordedAt: recordedAt, in: db)
    }

    /// Records every entry and tombstone of film row `film` anew at `recordedAt`: the film they
    /// name changed (an unmatched film matched in place).
    static func recorded(_ film: Int64, at recordedAt: Int64, in db: Database) throws {
        try WatchlistEntryRecord.recorded(ofFilm: film, at: recordedAt, in: db)
        try RatingRecord.recorded(ofFilm: film, at: recordedAt, in: db)
        try ViewingRecord.recorded(ofFilm: film, at: recordedAt, in: db)
        try ListEntryRecord.recorded(ofFilm: film, at: recordedAt, in: db)
        try TombstoneRecord.recorded(ofFilm: film, at: recordedAt, in: db)
    }
}
