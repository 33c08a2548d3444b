import Foundation

/// The package's root folder, found from this file's place in it.
public let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The repository's `api-fixtures/` folder.
public let apiFixturesFolder = packageRoot.appendingPathComponent("api-fixtures", isDirectory: true)

/// The repository's `api-fixtures/imdb/`: IMDb's five dataset files, small, in IMDb's layout
/// (its README says what they hold and what each command should answer).
public let imdbFixturesFolder = apiFixturesFolder.appendingPathComponent("imdb", isDirectory: true)

/// The set of IMDb's dataset files in `api-fixtures/imdb-hostile/` called `name`, one of them broken.
public func imdbHostileFixturesFolder(_ name: String) -> URL {
    apiFixturesFolder.appendingPathComponent("imdb-hostile", isDirectory: true)
        .appendingPathComponent(name, isDirectory: true)
}

/// A cache file written by the release before sources (schema v2): `movies` 0.1.0 with the
/// bundled catalogue after `top-grossing 2016`, `top-rated 2016`, `show 1` and `show 7`.
public let releaseV2CacheFile = packageRoot.appendingPathComponent("Tests/Fixtures/cache-v2-release.sqlite")

/// A cache file written by the release with sources (schema v3): `movies` 0.1.0 with the bundled
/// catalogue after `top-grossing 2016`, `top-rated 2016` and `show 1`, then with
/// `movies-api --dialect tmdb` after `top-grossing 2016 --source tmdb` and
/// `top-rated 2016 --source tmdb --limit 5`.
public let releaseV3CacheFile = packageRoot.appendingPathComponent("Tests/Fixtures/cache-v3-release.sqlite")

/// A library made by the first release (schema 1, `user_version` 1, no `grdb_migrations`):
/// watchlist entries, dated and undated viewings, a rewatch on one day, tags with spaces, a review
/// with quotes and a newline, ratings, films of TMDB, the demo catalogue and IMDb, and films no
/// source matched, kept by title.
public let releaseV1LibraryFile = packageRoot.appendingPathComponent("Tests/Fixtures/library-v1-release.sqlite")

/// What the first release's `movies export json` wrote of ``releaseV1LibraryFile`` (version 1).
public let releaseV1LibraryExportFile = packageRoot.appendingPathComponent(
    "Tests/Fixtures/library-v1-release-export.json")

/// A poster as an image host serves one: a 200 × 300 baseline JPEG, brick red (#c0392b) with a
/// yellow (#f1c40f) band across its top third.
public let posterFixtureFile = packageRoot.appendingPathComponent("Tests/Fixtures/poster.jpg")

/// A Letterboxd export as Python's `zipfile` writes one, with the comment "Letterboxd export
/// sample for movies' tests": the folder `letterboxd-sample/` holding `diary.csv` (deflated, 290
/// bytes), `watched.csv` (stored, 119 bytes), `deleted/` with its own `diary.csv` (deflated) and
/// `lists/films-à-voir.csv` (deflated, a UTF-8 name), each folder an entry of its own.
public let letterboxdExportFixtureFile = packageRoot.appendingPathComponent("Tests/Fixtures/letterboxd-export.zip")

/// A new empty folder under the system's temporary folder, removed after `body`.
@discardableResult
public func withTemporaryFolder<T>(_ body: (URL) async throws -> T) async rethrows -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("movies-tests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}

/// Deletes a closed database's `-wal` and `-shm` files, so damage done to the main file is not
/// masked by pages the log still holds.
public func removeWriteAheadLog(of database: URL) throws {
    for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: database.path + suffix) {
        try FileManager.default.removeItem(atPath: database.path + suffix)
    }
}
