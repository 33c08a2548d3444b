import Foundation
import GRDB

extension FilmLibrary {
    /// What a sync reads of the library, in one read transaction.
    func accountSyncSnapshot() throws(LibraryError) -> AccountSyncSnapshot {
        try read { db in
            var films: [LibraryFilm: AccountSyncSnapshot.Film] = [:]
            var order: [LibraryFilm] = []
            func entry(_ film: LibraryFilm) -> AccountSyncSnapshot.Film {
                if let kept = films[film] { return kept }
                order.append(film)
                return AccountSyncSnapshot.Film(film: film, holding: .nothing, ratingChangedAt: nil)
            }
            for source in MovieSource.allCases {
                for item in try WatchlistEntryRecord.entries(of: source, in: db) {
                    var film = entry(item.film)
                    film.holding.onWatchlist = true
                    films[item.film] = film
                }
                for item in try RatingRecord.entries(of: source, in: db) {
                    var film = entry(item.film)
                    film.holding.rating = item.rating
                    film.ratingChangedAt = item.changedAt
                    films[item.film] = film
                }
            }
            return AccountSyncSnapshot(
                films: order.compactMap { films[$0] }, ratingRemovals: try Self.ratingRemovals(in: db),
                seen: try Self.seenFilms(in: db),
                memory: try AccountSyncFilmRecord.all(in: db), matches: try AccountSyncMatchRecord.all(in: db),
                lastSyncAt: try AccountSyncRecord.lastSyncAt(in: db).map(LibraryTime.date),
                guardTallies: try AccountSyncGuardRecord.all(in: db))
        }
    }

    /// When each film's rating was taken away, by its tombstone.
    private static func ratingRemovals(in db: Database) throws -> [LibraryFilm: Date] {
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT tombstone.removedAt, \(FilmRecord.selection) FROM tombstone
                    JOIN film ON film.id = tombstone.filmId WHERE tombstone.entry = 'rating'
                    """))
        var removals: [LibraryFilm: Date] = [:]
        while let row = try rows.next() {
            removals[FilmRecord.film(row, at: 1)] = LibraryTime.date(row[0])
        }
        return removals
    }

    /// The films the diary has a viewing of.
    private static func seenFilms(in db: Database) throws -> Set<LibraryFilm> {
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: "SELECT \(FilmRecord.selection) FROM film WHERE film.id IN (SELECT filmId FROM viewing)"))
        var seen: Set<LibraryFilm> = []
        while let row = try rows.next() { seen.insert(FilmRecord.film(row, at: 0)) }
        return seen
    }

    /// Writes what the sync remembers, in one transaction; with `read` (what the sync read it
    /// remembered), a film whose memory changed since (another sync's) keeps what it holds.
    func saveAccountSync(
        _ records: [AccountSyncFilmRecord], matches: [String: Int?] = [:], endedAt: Date? = nil,
        guardTallies: [AccountSyncGuard.Tally] = [], ifStill read: [Int: AccountSyncFilmRecord]? = nil
    ) throws(LibraryError) {
        guard !records.isEmpty || !matches.isEmpty || endedAt != nil || !guardTallies.isEmpty else { return }
        try write { db in
            for record in records {
                if let read, try AccountSyncFilmRecord.find(record.film.tmdbID, in: db) != read[record.film.tmdbID] {
                    continue
                }
                try record.save(in: db)
            }
            for (imdbID, tmdbID) in matches { try AccountSyncMatchRecord.save(imdbID, tmdbID: tmdbID, in: db) }
            if let endedAt { try AccountSyncRecord.save(lastSyncAt: LibraryTime.milliseconds(endedAt), in: db) }
            try AccountSyncGuardRecord.save(guardTallies, in: db)
        }
    }

    /// When the last sync ended, as ``accountSyncSnapshot()`` reads it.
    func accountSyncSnapshotEnd() throws(LibraryError) -> Date? {
        try read { db in try AccountSyncRecord.lastSyncAt(in: db).map(LibraryTime.date) }
    }

    /// What the sync remembers of TMDB's film `tmdbID` now, if anything.
    func accountSyncMemory(of tmdbID: Int) throws(LibraryError) -> AccountSyncFilmRecord? {
        try read { db in try AccountSyncFilmRecord.find(tmdbID, in: db) }
    }

    /// Brings `film` from `seen` to `wanted`, and saves `record` (which the caller made to say so),
    /// in one transaction; unless the library no longer holds `seen` of the film (changed while
    /// the sync ran), or the sync's memory of it is no longer `remembered` (another sync changed
    /// it), when nothing is written: whether it wrote. A rating given takes `ratedAt` as its
    /// change time when known, and does not mark the film seen.
    func applyAccountSync(
        to film: LibraryFilm, from seen: AccountSyncHolding, to wanted: AccountSyncHolding, ratedAt: Date?,
        remembered: AccountSyncFilmRecord?, saving record: AccountSyncFilmRecord
    ) throws(LibraryError) -> Bool {
        let now = self.now()
        let stamp = ChangeStamp(now: now)
        return try write { db in
            let row = try FilmRecord.rowID(of: film, in: db)
            let held = AccountSyncHolding(
                onWatchlist: try row.map { try WatchlistEntryRecord.holds($0, in: db) } ?? false,
                rating: try row.flatMap { try RatingRecord.rating(of: $0, in: db) })
            guard held == seen, try AccountSyncFilmRecord.find(record.film.tmdbID, in: db) == remembered else {
                return false
            }
            if wanted.rating != seen.rating {
                if let rating = wanted.rating {
                    let changedAt = LibraryTime.milliseconds(ratedAt ?? now)
                    _ = try FilmLibrary.rate(
                        film, rating, on: now, stamp: ChangeStamp(changedAt: changedAt, recordedAt: stamp.recordedAt),
                        leavingWatchlist: !wanted.onWatchlist, markingSeen: false, in: db)
                } else if let row {
                    _ = try RatingRecord.remove(row, stamp: stamp, in: db)
                }
            }
            if wanted.onWatchlist != seen.onWatchlist {
                if wanted.onWatchlist {
                    let row = try FilmRecord.remember(film, in: db)
                    _ = try WatchlistEntryRecord(filmId: row, added: APIDate.format(now), stamp: stamp).add(in: db)
                } else if let row = try FilmRecord.rowID(of: film, in: db) {
                    _ = try WatchlistEntryRecord.remove(row, stamp: stamp, in: db)
                }
            }
            try record.save(in: db)
            return true
        }
    }
}
