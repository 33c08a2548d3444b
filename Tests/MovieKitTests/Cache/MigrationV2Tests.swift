import Foundation
import GRDB
import MovieKit
import MovieKitTestSupport
import Testing

/// Opening a cache written by a `movies` that knew only schema v1 upgrades it in place.
struct MigrationV2Tests {
    /// A cache file as the v1 schema left it, holding Zootopia and its cast.
    private func writeVersion1Cache(at url: URL) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                    INSERT INTO grdb_migrations VALUES ('v1');
                    CREATE TABLE movie (id INTEGER PRIMARY KEY, name TEXT NOT NULL, year INTEGER NOT NULL,
                        releaseDate TEXT NOT NULL, grossing INTEGER NOT NULL, rating REAL NOT NULL, fetchedAt DOUBLE NOT NULL);
                    CREATE TABLE castMember (movieId INTEGER NOT NULL REFERENCES movie(id) ON DELETE CASCADE,
                        position INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY (movieId, position)) WITHOUT ROWID;
                    CREATE TABLE movieList (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, year INTEGER NOT NULL,
                        fetchedAt DOUBLE NOT NULL, UNIQUE (kind, year));
                    CREATE TABLE movieListEntry (listId INTEGER NOT NULL REFERENCES movieList(id) ON DELETE CASCADE,
                        position INTEGER NOT NULL, movieId INTEGER NOT NULL REFERENCES movie(id),
                        PRIMARY KEY (listId, position)) WITHOUT ROWID;
                    CREATE INDEX movieListEntry_movieId ON movieListEntry(movieId);
                    INSERT INTO movie VALUES (7, 'Zootopia', 2016, '2016-03-04', 341268248, 81, 1600000000);
                    INSERT INTO castMember VALUES (7, 0, 'Ginnifer Goodwin'), (7, 1, 'Idris Elba');
                    INSERT INTO movie VALUES (8, 'Moana', 2016, '2016-11-23', 248757044, 76, 1600000000);
                    """)
        }
        try queue.close()
    }

    @Test func indexesTheMoviesAlreadyCachedForSearch() async throws {
        try await withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("movies.sqlite")
            try writeVersion1Cache(at: url)
            let cache = try CacheDatabase.open(at: url)
            #expect(try cache.found(by: "zoo", in: .demo).map(\.id) == [7])
            #expect(try cache.found(by: "elba", in: .demo).map(\.id) == [7])
            #expect(try cache.found(by: "moana", in: .demo).map(\.id) == [8])
            #expect(try cache.statistics().schemaVersion == "v11")
            #expect(
                try cache.movie(id: 7, from: .builtInDemo)?.movie.cast.map(\.name) == [
                    "Ginnifer Goodwin", "Idris Elba",
                ])
            #expect(try cache.cachedFilmography(ofPersonNamed: "idris elba", in: .demo)?.value.movies.map(\.id) == [7])
        }
    }
}
