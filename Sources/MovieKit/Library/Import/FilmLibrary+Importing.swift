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
        try write { db in try writes.map { try Self.apply($0, in: db) } }
    }

    /// ``importEntries(_:)`` of one entry, the first of its film and day.
    public func importEntry(_ entry: ImportedEntry, as film: LibraryFilm) throws(LibraryError) -> LibraryChange {
        try importEntries([ImportedWrite(entry: entry, film: film)]).first ?? .unchanged
    }

    private static func apply(_ write: ImportedWrite, in db: Database) throws -> LibraryChange {
        let entry = write.entry, film = write.film
        let row = try FilmRecord.remember(film, importedAs: (entry.film.title, entry.film.year), in: db)
        switch entry.record {
        case .watchlist(let added):
            let day = APIDate.format(added)
            let seenSince =
                try Bool.fetchOne(
                    db,
                    sql:
                        "SELECT EXISTS (SELECT 1 FROM viewing WHERE filmId = ? AND coalesce(watchedOn, markedOn) >= ?)",
                    arguments: [row, day]) ?? false
            return seenSince ? .unchanged : try WatchlistRecord.add(row, on: day, in: db)
        case .viewing(let watchedOn, let markedOn, let rewatch, let rating, let tags, let review):
            let viewing = Viewing(
                film: film, watchedOn: watchedOn, markedOn: markedOn, rewatch: rewatch, rating: rating, tags: tags,
                review: review)
            let kept = try ViewingRecord.ids(of: row, on: watchedOn, in: db)
            let standsFor = watchedOn == nil ? kept.first : kept.dropFirst(write.occurrence).first
            if let standsFor {
                return try ViewingRecord.complete(standsFor, with: viewing, in: db) ? .updated : .unchanged
            }
            if watchedOn == nil, try ViewingRecord.exists(of: row, on: nil, in: db) {
                return .unchanged
            }
            try ViewingRecord.insert(viewing, of: row, in: db)
            try WatchlistRecord.leave(row, seenOn: APIDate.format(watchedOn ?? markedOn), in: db)
            return .added
        case .rating(let rating, let ratedOn):
            return try RatingRecord.set(rating, of: row, on: APIDate.format(ratedOn), in: db)
        }
    }
}
