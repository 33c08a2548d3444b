import Foundation
import GRDB

/// A saved answer that names films without their details, and when its API gave it.
public struct CachedListing<Value: Sendable>: Sendable {
    public let value: Value
    public let fetchedAt: Date
    /// How many films it was asked for, when the API gives them in pages.
    public let fetchedSize: Int?

    /// The same listing, its value made into another (a list of films into a collection's).
    func map<Other: Sendable>(_ transform: (Value) -> Other) -> CachedListing<Other> {
        CachedListing<Other>(value: transform(value), fetchedAt: fetchedAt, fetchedSize: fetchedSize)
    }
}

extension CacheDatabase {
    /// The films of the rows `statement` selects with `arguments`, each row a movie's columns
    /// (``MovieRecord/selection``) then what `each` reads of it beyond them, and when the oldest
    /// of them was fetched; `nil` when it selects none.
    static func films(
        _ statement: Statement, arguments: StatementArguments, each: (inout MovieSummary, Row) -> Void
    ) throws -> CachedListing<[MovieSummary]>? {
        var films: [MovieSummary] = []
        var oldest: Date?
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() {
            let record = MovieRecord(row: row)
            var film = MovieSummary(try CachedMovie(record, cast: []))
            each(&film, row)
            films.append(film)
            oldest = min(oldest ?? record.fetchedAt, record.fetchedAt)
        }
        guard let oldest else { return nil }
        return CachedListing(value: films, fetchedAt: oldest, fetchedSize: nil)
    }

    /// `catalogue`'s saved answer to `search`, or `nil` if it was never saved from that
    /// catalogue's source, origin and language.
    public func answer(
        to search: MovieSearch, from catalogue: Catalogue
    ) throws(CacheError) -> CachedListing<[MovieSummary]>? {
        try listing(answering: .search(search), from: catalogue)
    }

    /// Saves `movies` as `catalogue`'s answer to `search`, in one transaction, with what the API
    /// said of its freshness. The films' own answers (their details) are left as they are.
    public func save(
        _ movies: [MovieSummary], answering search: MovieSearch, from catalogue: Catalogue, fetchedAt: Date,
        fetchedSize: Int?, freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try saveListing(
            movies, answering: .search(search), from: catalogue, fetchedAt: fetchedAt, fetchedSize: fetchedSize,
            freshness: freshness)
    }

    /// `catalogue`'s saved answer to `question`, a question answered by films named without
    /// their details (a discover query, a list to browse), or `nil` if it was never saved from
    /// that catalogue's source, origin and language.
    public func listing(
        answering question: MovieQuestion, from catalogue: Catalogue
    ) throws(CacheError) -> CachedListing<[MovieSummary]>? {
        try read { db in
            guard let listing = try MovieListingRecord.find(question, of: catalogue, in: db) else { return nil }
            return CachedListing(
                value: try MovieListingEntryRecord.movies(of: listing.id, in: db), fetchedAt: listing.fetchedAt,
                fetchedSize: listing.fetchedSize)
        }
    }

    /// Saves `movies` as `catalogue`'s answer to `question`, in one transaction, with what the
    /// API said of its freshness. The films' own answers (their details) are left as they are.
    public func saveListing(
        _ movies: [MovieSummary], answering question: MovieQuestion, from catalogue: Catalogue, fetchedAt: Date,
        fetchedSize: Int?, freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            try MovieListingRecord.save(
                movies, answering: question, from: catalogue, fetchedAt: fetchedAt, fetchedSize: fetchedSize, in: db)
            if let freshness {
                try AnswerFreshnessRecord.store(freshness, of: question, from: catalogue, in: db)
            }
        }
    }

    /// `catalogue`'s saved filmography of the person `name` meant, or `nil` if it was never
    /// saved from that catalogue's source, origin and language.
    public func filmography(
        ofPersonNamed name: String, from catalogue: Catalogue
    ) throws(CacheError) -> CachedListing<Filmography>? {
        try read { db in
            guard let listing = try MovieListingRecord.find(.person(named: name), of: catalogue, in: db),
                let person = listing.person
            else { return nil }
            let filmography = Filmography(
                person: person, movies: try MovieListingEntryRecord.movies(of: listing.id, in: db),
                otherPeople: MovieListingRecord.people(in: listing.otherPeople))
            return CachedListing(value: filmography, fetchedAt: listing.fetchedAt, fetchedSize: nil)
        }
    }

    /// Saves `filmography` as `catalogue`'s answer to the person `name` means, in one transaction.
    public func save(
        _ filmography: Filmography, ofPersonNamed name: String, from catalogue: Catalogue, fetchedAt: Date,
        freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            try MovieListingRecord.save(
                filmography.movies, answering: .person(named: name), person: filmography.person,
                otherPeople: filmography.otherPeople, from: catalogue, fetchedAt: fetchedAt, fetchedSize: nil, in: db)
            if let freshness {
                try AnswerFreshnessRecord.store(freshness, of: .person(named: name), from: catalogue, in: db)
            }
        }
    }

    /// The cached movies of `catalogue` whose title, original title or cast matches the words
    /// of `search`, best first, then (when they are fewer than `limit`) those whose title or
    /// original title comes close, forgiving typos (``FuzzyTitleMatch``: by score, then by
    /// votes); at most `limit`, with when the oldest of them was fetched; `nil` when none does.
    /// What a search answers with before (or without) asking a source's search.
    public func cachedMatches(
        for search: MovieSearch, in catalogue: Catalogue, limit: Int
    ) throws(CacheError) -> CachedListing<[MovieSummary]>? {
        guard let match = SearchQuery(search.text).matchExpression else { return nil }
        return try read { db in
            // Asked for more than the limit when a year narrows the matches afterwards.
            let keys = try MovieSearchRecord.movieKeys(
                matching: match, in: catalogue, limit: search.year == nil ? limit : limit * 10, in: db)
            var movies: [MovieSummary] = []
            var oldest: Date?
            for key in keys where movies.count < limit {
                guard let record = try MovieRecord.find(key: key, in: db) else { continue }
                let movie = try CachedMovie(record, cast: [])
                guard search.year == nil || movie.year == search.year else { continue }
                movies.append(MovieSummary(movie))
                oldest = min(oldest ?? record.fetchedAt, record.fetchedAt)
            }
            if movies.count < limit {
                let near = try Self.moviesTitledNear(
                    search, in: catalogue, excluding: Set(movies.map(\.id)), limit: limit - movies.count, db)
                for (movie, fetchedAt) in near {
                    movies.append(movie)
                    oldest = min(oldest ?? fetchedAt, fetchedAt)
                }
            }
            guard let oldest, !movies.isEmpty else { return nil }
            return CachedListing(value: movies, fetchedAt: oldest, fetchedSize: nil)
        }
    }

    /// The films the cached movies of `catalogue` name `name` in, as a filmography: the person
    /// whose name equals it ignoring case, else whose name contains it ignoring case and accents
    /// (the first by name, the others named), else whose name is closest to it (a typo); `nil`
    /// when no cached cast has such a name. What
    /// `actor` answers before (or without) asking a source's search.
    public func cachedFilmography(
        ofPersonNamed name: String, in catalogue: Catalogue
    ) throws(CacheError) -> CachedListing<Filmography>? {
        return try read { db in
            let actors = try Self.actorNames(matching: name, in: catalogue, db)
            let wanted = TitleMatch.folded(name)
            guard let chosen = actors.first(where: { TitleMatch.folded($0) == wanted }) ?? actors.first else {
                return nil
            }
            let statement = try db.cachedStatement(
                sql: """
                    SELECT \(MovieRecord.selection), castMember.personId, castMember.character
                    FROM castMember JOIN movie ON movie.key = castMember.movieKey
                    WHERE castMember.name = ? AND movie.source = ? AND movie.language = ? AND movie.origin IN (?, '')
                    """)
            var personID: Int?
            let others = actors.filter { $0 != chosen }.map { Person(id: nil, name: $0) }
            return try Self.films(
                statement, arguments: [chosen, catalogue.source.rawValue, catalogue.language, catalogue.origin]
            ) { movie, row in
                personID = personID ?? row[MovieRecord.Columns.ordered.count]
                movie.character = row[MovieRecord.Columns.ordered.count + 1]
            }?.map { Filmography(person: Person(id: personID, name: chosen), movies: $0, otherPeople: others) }
        }
    }

    /// Another origin of `catalogue`'s source whose answer to `question` (in the catalogue's
    /// language) the cache holds, the latest fetched, when it holds none for the catalogue.
    public func otherOrigin(answering question: MovieQuestion, for catalogue: Catalogue) throws(CacheError) -> String? {
        let table: String, condition: String, arguments: StatementArguments
        switch question {
        case .movie(let id): (table, condition, arguments) = ("movie", "id = ?", [id])
        case .list(let list, let year):
            (table, condition, arguments) = ("movieList", "kind = ? AND year = ?", [list.rawValue, year])
        case .search, .person, .discover, .browse, .similar, .collection, .imdbFilm:
            (table, condition, arguments) = ("movieListing", "question = ?", [question.key])
        case .imageConfiguration, .poster, .genres, .watchProviders: return nil
        }
        return try read { db in
            let origins = try String.fetchAll(
                db.cachedStatement(
                    sql:
                        "SELECT origin FROM \(table) WHERE source = ? AND language = ? AND \(condition) ORDER BY fetchedAt DESC"
                ),
                arguments: [catalogue.source.rawValue, catalogue.language] + arguments)
            guard !origins.contains(catalogue.origin), !origins.contains("") else { return nil }
            return origins.first
        }
    }
}
