import Foundation
import GRDB

/// One imported entry to write: the film it is (its match, or the file's film kept unmatched),
/// and, for a dated viewing, how many viewings of that film on that day the file gave before it
/// (so that two viewings of one day are two, and importing them again adds neither).
public struct ImportedWrite: Sendable {
    public var entry: ImportedEntry
    public var film: LibraryFilm
    public var occurrence: Int

    public init(entry: ImportedEntry, film: LibraryFilm, occurrence: Int = 0) {
        self.entry = entry
        self.film = film
        self.occurrence = occurrence
    }
}

extension FilmLibrary {
    /// Writes imported entries in one transaction, merging with what is there: an entry the
    /// library already holds is left as it is, so importing a file twice changes nothing.
    ///
    /// - A watchlist entry is added unless the film is on the watchlist, or was seen on or after
    ///   the day it was added.
    /// - A dated viewing is added unless the film has as many viewings that day as the file gave
    ///   up to it (the one it stands for then gains the entry's review, rating and tags if it had
    ///   none); it takes the film off a watchlist it was put on before. An undated one is added
    ///   only for a film with no viewing (an undated one gains its review so).
    /// - A rating is set unless the film has the same one, or one given later.
    /// - Returns: what each write did, in order.
    public func importEntries(_ writes: [ImportedWrite]) throws(LibraryError) -> [LibraryChange] {
        var viewings = ImportedViewings()
        return try importEntries(writes, viewings: &viewings)
    }

    /// ``importEntries(_:)``, each film and day's viewings read once for all the transactions
    /// `viewings` is kept over (one import's), however many of its entries are viewings of that
    /// day: the work grows with the entries, never with their square.
    func importEntries(
        _ writes: [ImportedWrite], viewings: inout ImportedViewings
    ) throws(LibraryError) -> [LibraryChange] {
        var kept = viewings
        let changes = try write { db in
            kept.beginTransaction()
            return try writes.map { try Self.apply($0, in: db, viewings: &kept) }
        }
        viewings = kept
        return changes
    }

    /// The films of `source` the library holds matched (with the source's id) whose IMDb ids are
    /// among `imdbIDs`, by IMDb id: an import finds them here rather than asking the source again.
    public func matchedFilms(imdbIDs: Set<String>, of source: MovieSource) throws(LibraryError) -> [String: LibraryFilm]
    {
        guard !imdbIDs.isEmpty else { return [:] }
        return try read { db in
            var films: [String: LibraryFilm] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT \(FilmRecord.selection) FROM film
                    WHERE source = ? AND sourceId IS NOT NULL AND imdbId IS NOT NULL ORDER BY id
                    """, arguments: [source.rawValue])
            while let row = try rows.next() {
                let film = FilmRecord.film(row, at: 0)
                if let imdbID = film.imdbID, imdbIDs.contains(imdbID), films[imdbID] == nil { films[imdbID] = film }
            }
            return films
        }
    }

    /// ``importEntries(_:)`` of one entry, the first of its film and day.
    public func importEntry(_ entry: ImportedEntry, as film: LibraryFilm) throws(LibraryError) -> LibraryChange {
        try importEntries([ImportedWrite(entry: entry, film: film)]).first ?? .unchanged
    }

    private static func apply(
        _ write: ImportedWrite, in db: Database, viewings: inout ImportedViewings
    ) throws -> LibraryChange {
        let entry = write.entry, film = write.film
        let remembered = try FilmRecord.rememberImported(film, as: (entry.film.title, entry.film.year), in: db)
        let row = remembered.row
        if let merged = remembered.merged {
            // Viewings moved from the row of the film kept unmatched to its matched row.
            viewings.forget(merged)
            viewings.forget(row)
        }
        switch entry.record {
        case .watchlist(let added):
            let day = APIDate.format(added)
            let seenSince =
                try Bool.fetchOne(
                    db.cachedStatement(
                        sql:
                            "SELECT EXISTS (SELECT 1 FROM viewing WHERE filmId = ? AND coalesce(watchedOn, markedOn) >= ?)"
                    ), arguments: [row, day]) ?? false
            return seenSince ? .unchanged : try WatchlistRecord.add(row, on: day, in: db)
        case .viewing(let watchedOn, let markedOn, let rewatch, let rating, let tags, let review):
            let viewing = Viewing(
                film: film, watchedOn: watchedOn, markedOn: markedOn, rewatch: rewatch, rating: rating, tags: tags,
                review: review)
            let standsFor = try viewings.viewing(
                watchedOn == nil ? 0 : write.occurrence, of: row, on: watchedOn, in: db)
            if let standsFor {
                return try ViewingRecord.complete(standsFor, with: viewing, in: db) ? .updated : .unchanged
            }
            if watchedOn == nil, try ViewingRecord.exists(of: row, on: nil, in: db) {
                return .unchanged
            }
            try ViewingRecord.insert(viewing, of: row, in: db)
            viewings.added(db.lastInsertedRowID, of: row, on: watchedOn)
            try WatchlistRecord.leave(row, seenOn: APIDate.format(watchedOn ?? markedOn), in: db)
            return .added
        case .rating(let rating, let ratedOn):
            return try RatingRecord.set(rating, of: row, on: APIDate.format(ratedOn), in: db)
        }
    }
}
