import Foundation
import GRDB

extension FilmLibrary {
    /// Writes one imported entry about `film` (its match, or the file's film kept unmatched), in
    /// one transaction, merging with what is there: an entry the library already holds is left
    /// as it is, so importing a file twice changes nothing.
    ///
    /// - A watchlist entry is added unless the film is on the watchlist, or was seen on or after
    ///   the day it was added.
    /// - A dated viewing is added unless the film has one that day (which then gains the entry's
    ///   review, rating and tags if it had none); it takes the film off a watchlist it was put on
    ///   before. An undated one is added only for a film with no viewing (an undated one gains
    ///   its review so).
    /// - A rating is set unless the film has the same one, or one given later.
    public func importEntry(_ entry: ImportedEntry, as film: LibraryFilm) throws(LibraryError) -> LibraryChange {
        try write { db in
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
                if try ViewingRecord.exists(of: row, on: watchedOn, in: db) {
                    return try ViewingRecord.complete(of: row, with: viewing, in: db) ? .updated : .unchanged
                }
                try ViewingRecord.insert(viewing, of: row, in: db)
                try WatchlistRecord.leave(row, seenOn: APIDate.format(watchedOn ?? markedOn), in: db)
                return .added
            case .rating(let rating, let ratedOn):
                return try RatingRecord.set(rating, of: row, on: APIDate.format(ratedOn), in: db)
            }
        }
    }
}
