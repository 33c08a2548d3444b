import Foundation
import GRDB

/// Films related to a film or a series, as the cache answers them offline: by the genres films
/// share, and by the series (collection) a film's page names.
extension CacheDatabase {
    /// The cached films of `catalogue` that share the most genres with film `id`, the most
    /// popular first among equals, at most `limit`, never the film itself; `nil` when the film
    /// is not cached or has no genres.
    public func filmsSharingGenres(
        withMovie id: Int, in catalogue: Catalogue, limit: Int
    ) throws(CacheError) -> CachedListing<[MovieSummary]>? {
        try read { db in
            guard let film = try MovieRecord.find(id: id, of: catalogue, in: db) else { return nil }
            let statement = try db.cachedStatement(
                sql: """
                    SELECT \(MovieRecord.selection) FROM movie
                    JOIN (SELECT other.movieKey AS key, count(*) AS shared FROM movieGenre AS own
                          JOIN movieGenre AS other ON other.genreId = own.genreId AND other.movieKey != own.movieKey
                          WHERE own.movieKey = ? GROUP BY other.movieKey) AS related ON related.key = movie.key
                    WHERE movie.source = ? AND movie.language = ? AND movie.origin IN (?, '')
                    ORDER BY related.shared DESC, movie.popularity DESC, movie.rating DESC, movie.id LIMIT ?
                    """)
            let records = try MovieRecord.fetchAll(
                statement,
                arguments: [film.key, catalogue.source.rawValue, catalogue.language, catalogue.origin, limit])
            guard !records.isEmpty else { return nil }
            let films = try records.map { record throws(CacheError) in MovieSummary(try CachedMovie(record, cast: [])) }
            return CachedListing(
                value: films, fetchedAt: records.map(\.fetchedAt).min() ?? film.fetchedAt, fetchedSize: nil)
        }
    }

    /// The cached films of `catalogue` whose pages say they belong to collection `id`, in
    /// release order, with its name; `nil` when none does.
    public func cachedCollection(id: Int, in catalogue: Catalogue) throws(CacheError) -> CachedListing<CollectionFilms>?
    {
        try read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT \(MovieRecord.selection), json_extract(movie.page, '$.collection.name') FROM movie
                    WHERE movie.collectionId = ? AND movie.source = ? AND movie.language = ? AND movie.origin IN (?, '')
                    """)
            var name: String?
            return try Self.films(
                statement, arguments: [id, catalogue.source.rawValue, catalogue.language, catalogue.origin]
            ) { _, row in
                name = name ?? row[MovieRecord.Columns.ordered.count]
            }?.map { CollectionFilms(collection: MovieCollection(id: id, name: name ?? "collection \(id)"), films: $0) }
        }
    }

    /// The collections of `catalogue` the cache knows by name (from saved collections and the
    /// pages of cached films), each once.
    public func knownCollections(in catalogue: Catalogue) throws(CacheError) -> [MovieCollection] {
        try read { db in
            let statement = try db.cachedStatement(
                sql: """
                    SELECT DISTINCT collectionId, json_extract(page, '$.collection.name') FROM movie
                    WHERE collectionId IS NOT NULL AND source = ? AND language = ?
                    UNION
                    SELECT personId, personName FROM movieListing
                    WHERE question LIKE 'collection/%' AND personId IS NOT NULL AND source = ? AND language = ?
                    """)
            let source = catalogue.source.rawValue, language = catalogue.language
            return try Row.fetchAll(statement, arguments: [source, language, source, language]).compactMap { row in
                let id: Int? = row[0], name: String? = row[1]
                guard let id, let name else { return nil }
                return MovieCollection(id: id, name: name)
            }
        }
    }

    /// `catalogue`'s saved answer to collection `id`, or `nil` if it was never saved.
    public func collection(id: Int, from catalogue: Catalogue) throws(CacheError) -> CachedListing<CollectionFilms>? {
        try read { db in
            guard let listing = try MovieListingRecord.find(.collection(id: id), of: catalogue, in: db),
                let subject = listing.person
            else { return nil }
            let films = try MovieListingEntryRecord.movies(of: listing.id, in: db)
            return CachedListing(
                value: CollectionFilms(collection: MovieCollection(id: id, name: subject.name), films: films),
                fetchedAt: listing.fetchedAt, fetchedSize: nil)
        }
    }

    /// Saves `films` as `catalogue`'s answer to their collection, in one transaction.
    public func save(
        _ films: CollectionFilms, from catalogue: Catalogue, fetchedAt: Date, freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        let question = MovieQuestion.collection(id: films.collection.id)
        try write { db in
            try MovieListingRecord.save(
                films.films, answering: question, person: Person(id: films.collection.id, name: films.collection.name),
                from: catalogue, fetchedAt: fetchedAt, fetchedSize: nil, in: db)
            if let freshness { try AnswerFreshnessRecord.store(freshness, of: question, from: catalogue, in: db) }
        }
    }
}
