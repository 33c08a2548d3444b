import Foundation
import GRDB
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies import netflix`, `import trakt` and Letterboxd's lists killed (SIGKILL) at random
/// moments while they match their films in `movies-api --dialect tmdb` (after a random number of
/// their writes): each kill leaves whole entries only, none twice, and a last run completes to
/// exactly what an import never interrupted gives.
@Suite(.serialized)
struct ImportKilledRunTests {
    /// The films the files name: a made-up catalogue, big enough that an import makes hundreds
    /// of writes, after any of which a kill lands.
    static let catalogue = TMDBCatalogue(syntheticCount: 160, seed: 48)

    /// One import and the files it reads.
    struct KilledImport: Sendable, CustomTestStringConvertible {
        let name: String
        /// The command's arguments after `movies import`, given the folder the files are in.
        let arguments: @Sendable (URL) -> [String]
        /// Writes the files into the folder.
        let write: @Sendable (URL, [TMDBWire.MovieDetails]) throws -> Void

        var testDescription: String { name }
    }

    static let imports = [
        KilledImport(
            name: "netflix", arguments: { ["netflix", $0.appendingPathComponent("history.csv").path] },
            write: writeNetflix),
        KilledImport(
            name: "trakt", arguments: { ["trakt", $0.appendingPathComponent("trakt").path] }, write: writeTrakt),
        KilledImport(
            name: "letterboxd lists", arguments: { ["letterboxd", $0.appendingPathComponent("lb").path] },
            write: writeLetterboxd),
    ]

    private static func writeNetflix(to folder: URL, _ movies: [TMDBWire.MovieDetails]) throws {
        try Data(netflixHistory(movies).utf8).write(to: folder.appendingPathComponent("history.csv"))
    }

    private static func writeTrakt(to folder: URL, _ movies: [TMDBWire.MovieDetails]) throws {
        let trakt = folder.appendingPathComponent("trakt")
        try FileManager.default.createDirectory(at: trakt, withIntermediateDirectories: true)
        for (name, text) in traktExport(movies) {
            try Data(text.utf8).write(to: trakt.appendingPathComponent(name))
        }
    }

    private static func writeLetterboxd(to folder: URL, _ movies: [TMDBWire.MovieDetails]) throws {
        let lists = folder.appendingPathComponent("lb/lists")
        try FileManager.default.createDirectory(at: lists, withIntermediateDirectories: true)
        for (name, text) in letterboxdLists(movies) {
            try Data(text.utf8).write(to: lists.appendingPathComponent(name))
        }
        let likes = folder.appendingPathComponent("lb/likes")
        try FileManager.default.createDirectory(at: likes, withIntermediateDirectories: true)
        try Data(letterboxdLikes(movies).utf8).write(to: likes.appendingPathComponent("films.csv"))
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    private static func year(_ movie: TMDBWire.MovieDetails) -> String {
        movie.releaseDate.map { String($0.prefix(4)) } ?? ""
    }

    /// Netflix's US history: each film seen on a day of its own, every third twice that day,
    /// every fifth again a year on; an episode now and then.
    static func netflixHistory(_ movies: [TMDBWire.MovieDetails]) -> String {
        var lines = ["Title,Date"]
        for (index, movie) in movies.enumerated() {
            let day = "\(index % 12 + 1)/\(index % 28 + 1)/2\(index % 5)"
            lines.append("\(quoted(movie.title)),\"\(day)\"")
            if index % 3 == 0 { lines.append("\(quoted(movie.title)),\"\(day)\"") }
            if index % 5 == 0 { lines.append("\(quoted(movie.title)),\"\(index % 12 + 1)/\(index % 28 + 1)/25\"") }
            if index % 17 == 0 { lines.append("\"Harbor Nights: Season 1: Episode \(index)\",\"\(day)\"") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Trakt's history, ratings and watchlist: half the films named by TMDB's id, the others by
    /// IMDb's only (matched through TMDB's find), some by neither.
    static func traktExport(_ movies: [TMDBWire.MovieDetails]) -> [(String, String)] {
        func ids(_ index: Int, _ movie: TMDBWire.MovieDetails) -> String {
            if index % 2 == 0 { return "{ \"trakt\": \(index + 1), \"tmdb\": \(movie.id) }" }
            guard let imdb = movie.imdbID else { return "{ \"trakt\": \(index + 1), \"tmdb\": null, \"imdb\": null }" }
            return "{ \"trakt\": \(index + 1), \"tmdb\": null, \"imdb\": \"\(imdb)\" }"
        }
        func film(_ index: Int, _ movie: TMDBWire.MovieDetails) -> String {
            "\"movie\": { \"title\": \(quoted(movie.title)), \"year\": \(year(movie).isEmpty ? "null" : year(movie)), \"ids\": \(ids(index, movie)) }"
        }
        func day(_ index: Int) -> String {
            String(format: "20%02d-%02d-%02dT20:00:00.000Z", 20 + index % 5, index % 12 + 1, index % 28 + 1)
        }
        var history: [String] = [], ratings: [String] = [], watchlist: [String] = []
        for (index, movie) in movies.enumerated() {
            history.append(
                "{ \"id\": \(index + 1), \"watched_at\": \"\(day(index))\", \"action\": \"watch\", \"type\": \"movie\", \(film(index, movie)) }"
            )
            if index % 4 == 0 {
                history.append(
                    "{ \"id\": \(index + 100_001), \"watched_at\": \"\(day(index + 1))\", \"action\": \"watch\", \"type\": \"movie\", \(film(index, movie)) }"
                )
            }
            if index % 3 == 0 {
                ratings.append(
                    "{ \"rated_at\": \"\(day(index))\", \"rating\": \(index % 10 + 1), \"type\": \"movie\", \(film(index, movie)) }"
                )
            }
            if index % 7 == 0 {
                watchlist.append(
                    "{ \"listed_at\": \"2019-01-01T10:00:00.000Z\", \"type\": \"movie\", \(film(index + 1, movie)) }")
            }
        }
        func file(_ entries: [String]) -> String { "[\n" + entries.joined(separator: ",\n") + "\n]\n" }
        return [
            ("history.json", file(history)), ("ratings.json", file(ratings)), ("watchlist.json", file(watchlist)),
        ]
    }

    /// Three of Letterboxd's list files (two ranked, one not) over the films, each film on one or two.
    static func letterboxdLists(_ movies: [TMDBWire.MovieDetails]) -> [(String, String)] {
        (0..<3).map { list in
            var lines = [
                "Letterboxd list export v7", "Date,Name,Tags,URL,Description",
                "2024-0\(list + 1)-01,List \(list),,https://boxd.it/l\(list),\"The list \(list)\"", "",
                "Position,Name,Year,URL,Description",
            ]
            let films = movies.enumerated().filter { $0.offset % 3 == list || $0.offset % 5 == list }
            for (position, (_, movie)) in films.enumerated() {
                lines.append(
                    "\(list == 2 ? "" : String(position + 1)),\(quoted(movie.title)),\(year(movie)),https://boxd.it/f\(movie.id),"
                )
            }
            return ("list-\(list).csv", lines.joined(separator: "\r\n") + "\r\n")
        }
    }

    /// Letterboxd's likes: every fourth film.
    static func letterboxdLikes(_ movies: [TMDBWire.MovieDetails]) -> String {
        var lines = ["Date,Name,Year,Letterboxd URI"]
        for (index, movie) in movies.enumerated() where index % 4 == 0 {
            lines.append(
                "2024-05-\(index % 18 + 10),\(quoted(movie.title)),\(year(movie)),https://boxd.it/f\(movie.id)")
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// What a library file holds, with its lists' entries.
    struct Rows: Equatable {
        let rows: LibraryRows
        let listEntries: Int

        init(of file: URL) throws {
            rows = try LibraryRows(of: file)
            let queue = try DatabaseQueue(path: file.path)
            defer { try? queue.close() }
            listEntries = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM listEntry") ?? -1 }
        }

        static func == (first: Rows, second: Rows) -> Bool {
            (first.rows.films, first.rows.watchlist, first.rows.viewings, first.rows.ratings, first.listEntries)
                == (
                    second.rows.films, second.rows.watchlist, second.rows.viewings, second.rows.ratings,
                    second.listEntries
                )
        }

        /// Whether every count is at most `whole`'s: no entry twice. A watchlist entry may be
        /// there before the viewing that takes it off is (a film's entries named two ways are
        /// two films' until both are matched): at most the file's.
        func fits(in whole: Rows, watchlistInFile: Int) -> Bool {
            rows.films <= whole.rows.films && rows.watchlist <= max(whole.rows.watchlist, watchlistInFile)
                && rows.viewings <= whole.rows.viewings && rows.ratings <= whole.rows.ratings
                && listEntries <= whole.listEntries
        }
    }

    /// The export `text` without its watchlist removals. Whether a viewing dated after a film's
    /// watchlist entry took the film off the watchlist (a removal kept) or found it never added
    /// (none) depends on which of the two an import wrote first, and its parallel matching does
    /// not fix that order, killed or not: a known fault (issue 48's note), left to its own fix.
    private static func withoutWatchlistRemovals(_ text: String) throws -> NSDictionary {
        let export = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let removals = (export["removals"] as? [[String: Any]] ?? []).filter { $0["removed"] as? String != "watchlist" }
        return export.merging(["removals": removals]) { $1 } as NSDictionary
    }

    @Test(arguments: imports)
    func anImportKilledAtRandomMomentsCompletesToEveryEntryExactlyOnce(killed anImport: KilledImport) async throws {
        try await withTMDBServer(catalogue: Self.catalogue) { server in
            try await withTemporaryFolder { folder in
                try anImport.write(folder, Self.catalogue.movies)
                // The highest rate `movies` takes: the server has no limit, and the kills land
                // after a number of the import's writes, however long they take.
                let command = ["import"] + anImport.arguments(folder) + ["--timeout", "60", "--rate-limit", "1000"]

                let whole = LibraryRunner(folder: folder.appendingPathComponent("whole"), server: server)
                let (uninterrupted, fullRun) = try await whole.runCountingWrites(command)
                #expect(uninterrupted.status == 0, "\(uninterrupted.error)")
                #expect(fullRun > 100, "\(fullRun) write calls read from /proc")
                let expected = try await whole.run(["export", "json"]).output
                let expectedRows = try Rows(of: whole.libraryFile)
                #expect(expectedRows.rows.films > 100, "\(expectedRows.rows)")

                let killed = LibraryRunner(folder: folder.appendingPathComponent("killed"), server: server)
                let killedMidRun = try await killed.kill(
                    command, rounds: 12, seed: 48, withinWrites: fullRun
                ) { round in
                    let rows = try Rows(of: killed.libraryFile)
                    #expect(rows.rows.integrity == "ok", "round \(round)")
                    #expect(
                        rows.fits(in: expectedRows, watchlistInFile: Self.catalogue.movies.count / 7 + 1),
                        "round \(round): an entry twice: \(rows)")
                }
                #expect(killedMidRun >= 6, "only \(killedMidRun) of 12 kills landed in imports of \(fullRun) writes")

                let finished = try await killed.run(command)
                #expect(finished.status == 0, "\(finished.error)")
                let rows = try Rows(of: killed.libraryFile)
                #expect(rows.rows.integrity == "ok")
                #expect(rows == expectedRows, "\(rows) against \(expectedRows)")
                let export = try await killed.run(["export", "json"]).output
                #expect(
                    try Self.withoutWatchlistRemovals(export) == Self.withoutWatchlistRemovals(expected),
                    "the killed library's export differs from the uninterrupted one's:\n\(export)")

                let again = try await killed.run(command)
                let said = again.output.split(separator: "\n").first.map(String.init) ?? ""
                #expect(again.status == 0 && said.contains(" 0 added"), "\(again.output)")
                #expect(said.range(of: "[1-9][0-9]* (added|updated)", options: .regularExpression) == nil, "\(said)")
                #expect(try await killed.run(["export", "json"]).output == export, "a second run changed something")
            }
        }
    }
}
