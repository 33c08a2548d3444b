import Foundation
import GRDB

extension CacheDatabase {
    /// The cached films of `catalogue` that `query` selects, in its order, at most `limit`, with
    /// when the oldest of them was fetched and how many films of the catalogue's source and
    /// language the cache holds; `nil` when it holds none. Filters run as SQL over the films'
    /// columns and their genre and provider rows; a rating is on a scale of 10, whatever the
    /// source's.
    public func discovered(
        by query: DiscoverQuery, in catalogue: Catalogue, limit: Int
    ) throws(CacheError) -> CachedListing<DiscoveredFilms>? {
        let (sql, arguments) = DiscoverSQL.select(query, in: catalogue, limit: limit)
        return try read { db in
            let held = try MovieCountRecord.count(of: catalogue, in: db)
            guard held > 0 else { return nil }
            let (films, oldest) = try Self.selectedFilms(sql, arguments, in: db)
            return CachedListing(
                value: DiscoveredFilms(films: Array(films.prefix(limit)), cachedFilmsSearched: held),
                fetchedAt: oldest ?? .ageless, fetchedSize: nil)
        }
    }

    /// `catalogue`'s genres as last fetched, each name once, and when; `nil` when never saved.
    public func genres(of catalogue: Catalogue) throws(CacheError) -> (genres: [Genre], fetchedAt: Date)? {
        try read { db in try GenreRecord.genres(of: catalogue, in: db) }
    }

    /// Saves `genres` as `catalogue`'s, in one transaction, in place of those known.
    public func save(
        _ genres: [Genre], of catalogue: Catalogue, fetchedAt: Date, freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            try GenreRecord.replace(genres, of: catalogue, fetchedAt: fetchedAt, in: db)
            if let freshness { try AnswerFreshnessRecord.store(freshness, of: .genres, from: catalogue, in: db) }
        }
    }

    /// The providers of `catalogue`'s source in `region` as last fetched, and when; `nil` when never saved.
    public func watchProviders(
        in region: String, of catalogue: Catalogue
    ) throws(CacheError) -> (providers: [WatchProvider], fetchedAt: Date)? {
        try read { db in try WatchProviderRecord.providers(in: region, of: catalogue, in: db) }
    }

    /// The providers the cached films of `catalogue`'s source stream on in `region`, by name,
    /// when the source's list of them is not known.
    public func providerNames(in region: String, of catalogue: Catalogue) throws(CacheError) -> [String] {
        try read { db in
            try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT DISTINCT provider FROM movieProvider
                        WHERE region = ? AND movieKey IN (SELECT key FROM movie WHERE source = ?)
                        ORDER BY provider
                        """), arguments: [region, catalogue.source.rawValue])
        }
    }

    /// Saves `providers` as those of `catalogue`'s source in `region`, in one transaction.
    public func save(
        _ providers: [WatchProvider], in region: String, of catalogue: Catalogue, fetchedAt: Date,
        freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            try WatchProviderRecord.replace(providers, in: region, of: catalogue, fetchedAt: fetchedAt, in: db)
            if let freshness {
                try AnswerFreshnessRecord.store(freshness, of: .watchProviders(region: region), from: catalogue, in: db)
            }
        }
    }
}

extension CacheDatabase {
    /// Which of films `ids` of `catalogue` the cache holds, and which of those `query` selects,
    /// in its order.
    public func films(
        among ids: [Int], selectedBy query: DiscoverQuery, in catalogue: Catalogue
    ) throws(CacheError) -> (cached: Set<Int>, selected: [MovieSummary]) {
        let (sql, arguments) = DiscoverSQL.select(query, in: catalogue, among: ids, limit: ids.count)
        return try read { db in
            let wanted = "[" + ids.map(String.init).joined(separator: ",") + "]"
            let cached = try Int.fetchAll(
                db,
                sql: """
                    SELECT DISTINCT id FROM movie WHERE source = ? AND language = ? AND origin IN (?, '')
                    AND id IN (SELECT value FROM json_each(?))
                    """,
                arguments: [catalogue.source.rawValue, catalogue.language, catalogue.origin, wanted])
            return (Set(cached), try Self.selectedFilms(sql, arguments, in: db).films)
        }
    }

    /// The films ``DiscoverSQL`` selects, each once (a film kept twice, from before origins were
    /// kept, is left out the second time), and when the oldest was fetched.
    private static func selectedFilms(
        _ sql: String, _ arguments: StatementArguments, in db: Database
    ) throws -> (films: [MovieSummary], oldest: Date?) {
        var films: [MovieSummary] = []
        var seen: Set<Int> = []
        var oldest: Date?
        let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: arguments)
        while let row = try rows.next() {
            let record = MovieRecord(row: row)
            guard seen.insert(Int(record.id)).inserted else { continue }
            films.append(MovieSummary(try CachedMovie(record, cast: [])))
            oldest = min(oldest ?? record.fetchedAt, record.fetchedAt)
        }
        return (films, oldest)
    }
}

extension CachingMovieService {
    /// Which of films `ids` the cache holds, and which of those `query` selects (from the cached
    /// films alone; nothing is asked).
    public func cachedFilms(
        among ids: [Int], selectedBy query: DiscoverQuery
    ) throws(CacheError) -> (cached: Set<Int>, selected: [MovieSummary]) {
        try database.films(among: ids, selectedBy: query, in: catalogue)
    }
}
