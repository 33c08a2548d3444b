import ArgumentParser
import Foundation
import GRDBSQLite
import MovieKit

extension MoviesBench {
    /// Row 3's baseline: the statements `saveMovies` runs (the same SQL, the same rows) through
    /// SQLite's C API alone: each statement prepared once, its values bound for every row, in one
    /// transaction, on a connection set up as the cache's writer is (WAL, `synchronous = NORMAL`,
    /// foreign keys on). It times the same span `persist` times: from the transaction's start to
    /// its commit, into a new cache.
    struct PersistRaw: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "persist-raw",
            abstract:
                "Save N movies as `persist` does, through SQLite's C API alone; print seconds and movies per second."
        )

        @Option(help: "The cache file to create (removed first).") var cache: String
        @Option(help: "How many movies.") var movies: Int

        func run() throws {
            let url = URL(fileURLWithPath: cache)
            for file in CacheFiles(url: url).existing {
                try? FileManager.default.removeItem(atPath: file.path)
            }
            // A new cache, made by the library as `persist`'s is, then closed: the baseline writes into it.
            try CacheDatabase.open(at: url).close()
            let list = SyntheticMovies.list(count: movies, year: 2016)
            let connection = try RawConnection(path: cache)
            try connection.execute("PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON")
            let started = ContinuousClock.now
            try connection.save(list, fetchedAt: Date())
            let elapsed = ContinuousClock.now - started
            connection.close()
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            print(String(format: "%.4f %.0f", seconds, Double(movies) / seconds))
        }
    }
}

extension RawConnection {
    /// What `CacheDatabase.saveMovies` writes for `movies` as the built-in demo's top-grossing
    /// list of 2016, statement for statement.
    func save(_ movies: [DemoMovie], fetchedAt: Date) throws {
        let statements = try Statements(self)
        defer { statements.finalize() }
        let seconds = fetchedAt.timeIntervalSince1970
        let (source, language, origin) = ("demo", "", Catalogue.builtInDemo.origin)
        try execute("BEGIN IMMEDIATE")
        bind(statements.hasRowsFromBeforeOrigins, [.text(source), .text(language)])
        let adopting = try step(statements.hasRowsFromBeforeOrigins) == 1
        var keys: [Int64] = []
        keys.reserveCapacity(movies.count)
        for movie in movies {
            if adopting {
                bind(statements.adopt, [.text(origin), .text(source), .text(language), .integer(Int64(movie.id))])
                try step(statements.adopt)
            }
            bind(
                statements.upsertMovie,
                [
                    .text(source), .text(language), .integer(Int64(movie.id)), .text(origin), .text(movie.name), .null,
                    movie.year.map { .integer(Int64($0)) } ?? .null,
                    movie.releaseDate.map { .text(APIDate.format($0)) } ?? .null,
                    movie.grossing.map { .integer(Int64($0)) } ?? .null, .real(movie.rating), .null, .null, .null,
                    .null, .real(seconds), .null, .null,
                ])
            guard let key = try step(statements.upsertMovie) else { throw Failure(description: "no key returned") }
            keys.append(key)
            bind(statements.deleteCast, [.integer(key)])
            try step(statements.deleteCast)
            for (position, actor) in movie.actors.enumerated() {
                bind(
                    statements.insertCast, [.integer(key), .integer(Int64(position)), .text(actor.name), .null, .null])
                try step(statements.insertCast)
            }
            bind(statements.deleteSearch, [.integer(key)])
            try step(statements.deleteSearch)
            bind(
                statements.insertSearch,
                [.integer(key), .text(movie.name), .text(movie.actors.map(\.name).joined(separator: "\n"))])
            try step(statements.insertSearch)
        }
        let listKey: [Value] = [.text(source), .text(language), .text("topGrossing"), .integer(2016)]
        bind(statements.adoptList, [.text(origin)] + listKey)
        try step(statements.adoptList)
        bind(
            statements.stampList,
            [
                .text(source), .text(language), .text(origin), .text("topGrossing"), .integer(2016), .real(seconds),
                .null,
            ])
        guard let listID = try step(statements.stampList) else { throw Failure(description: "no list id returned") }
        bind(statements.deleteEntries, [.integer(listID)])
        try step(statements.deleteEntries)
        for (position, key) in keys.enumerated() {
            bind(statements.insertEntry, [.integer(listID), .integer(Int64(position)), .integer(key)])
            try step(statements.insertEntry)
        }
        try execute("COMMIT")
    }

    /// The statements of a save, as `MovieRecord`, `CastMemberRecord`, `MovieSearchRecord`,
    /// `MovieListRecord` and `MovieListEntryRecord` write them.
    private struct Statements {
        let hasRowsFromBeforeOrigins, adopt, upsertMovie, deleteCast, insertCast, deleteSearch,
            insertSearch: OpaquePointer?
        let adoptList, stampList, deleteEntries, insertEntry: OpaquePointer?

        init(_ connection: RawConnection) throws {
            hasRowsFromBeforeOrigins = try connection.prepare(
                "SELECT EXISTS (SELECT 1 FROM movie WHERE source = ? AND language = ? AND origin = '')")
            adopt = try connection.prepare(
                "UPDATE OR IGNORE movie SET origin = ? WHERE source = ? AND language = ? AND origin = '' AND id = ?")
            upsertMovie = try connection.prepare(
                """
                INSERT INTO movie (source, language, id, origin, name, originalTitle, year, releaseDate, grossing, rating,
                    voteCount, overview, runtime, genres, fetchedAt, incomplete, page)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, language, origin, id) DO UPDATE SET
                    origin = excluded.origin, name = excluded.name, originalTitle = excluded.originalTitle,
                    year = excluded.year, releaseDate = excluded.releaseDate, grossing = excluded.grossing,
                    rating = excluded.rating, voteCount = excluded.voteCount, overview = excluded.overview,
                    runtime = excluded.runtime, genres = excluded.genres, fetchedAt = excluded.fetchedAt,
                    incomplete = excluded.incomplete, page = excluded.page
                WHERE excluded.incomplete IS NULL OR movie.incomplete IS NOT NULL
                RETURNING key
                """)
            deleteCast = try connection.prepare("DELETE FROM castMember WHERE movieKey = ?")
            insertCast = try connection.prepare(
                "INSERT INTO castMember (movieKey, position, name, personId, character) VALUES (?, ?, ?, ?, ?)")
            deleteSearch = try connection.prepare("DELETE FROM movieSearch WHERE rowid = ?")
            insertSearch = try connection.prepare("INSERT INTO movieSearch (rowid, title, cast) VALUES (?, ?, ?)")
            adoptList = try connection.prepare(
                """
                UPDATE OR IGNORE movieList SET origin = ?
                WHERE source = ? AND language = ? AND kind = ? AND year = ? AND origin = ''
                """)
            stampList = try connection.prepare(
                """
                INSERT INTO movieList (source, language, origin, kind, year, fetchedAt, fetchedSize)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, language, kind, year, origin) DO UPDATE SET
                    fetchedAt = excluded.fetchedAt, fetchedSize = excluded.fetchedSize
                RETURNING id
                """)
            deleteEntries = try connection.prepare("DELETE FROM movieListEntry WHERE listId = ?")
            insertEntry = try connection.prepare(
                "INSERT INTO movieListEntry (listId, position, movieKey) VALUES (?, ?, ?)")
        }

        func finalize() {
            for statement in [
                hasRowsFromBeforeOrigins, adopt, upsertMovie, deleteCast, insertCast, deleteSearch, insertSearch,
                adoptList,
                stampList, deleteEntries, insertEntry,
            ] {
                sqlite3_finalize(statement)
            }
        }
    }
}
