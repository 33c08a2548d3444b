import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies show` as a movie's page and `movies poster`, end to end against `movies-api --dialect
/// tmdb` and its image host over loopback, on the terminals people use: xterm as a VT340
/// (sixel, screenshot), tmux (half-blocks, read back with colours), kitty's protocol through a
/// pseudo-terminal, and no terminal at all.
@Suite(.serialized)
struct MoviePageRunTests {
    private static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]
    /// The Paper Lantern's poster file and its brick red.
    private static let lantern = (id: "100001", file: "lZHMwUcQKKnQFSEddCek5sHMWis.jpg", colour: UInt32(0xC0392B))

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "30"]
    }

    /// A shell line that runs `movies` with `arguments` on the cache `cache`, the key exported.
    private func shellLine(_ arguments: [String], cache: URL, environment: [String: String] = [:]) -> String {
        let exports = (Self.keyEnvironment.merging(environment) { $1 }.merging(["MOVIES_CACHE": cache.path]) { $1 })
            .map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        return "env \(exports) '\(MoviesProcess.binary.path)' " + arguments.map { "'\($0)'" }.joined(separator: " ")
    }

    /// What `movies` wrote on a pseudo-terminal (`script`), `columns` wide.
    private func onPseudoTerminal(_ line: String, columns: Int = 130) throws -> String {
        let printed = try RealTerminal.output(
            of: "/usr/bin/script", ["-qfec", "stty cols \(columns) rows 50; \(line)", "/dev/null"])
        return String(decoding: printed, as: UTF8.self)
    }

    /// What `movies` wrote to a pipe, byte for byte.
    private func pipedOutput(of arguments: [String], cache: URL) throws -> Data {
        try RealTerminal.output(
            of: MoviesProcess.binary.path, arguments,
            environment: Self.keyEnvironment.merging(["MOVIES_CACHE": cache.path]) { $1 })
    }

    @Test(.enabled(if: RealTerminal.hasXterm))
    func xtermAsAVT340DrawsThePosterBesideTheDetails() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let screen = try await RealTerminal.xtermScreenshot(
                    ofEnded: shellLine(["show", Self.lantern.id] + tmdb(server), cache: cache), columns: 130, rows: 45)
                // The poster stands right of the details (they take the first 80 columns), the text at left.
                let poster = screen.count(of: Self.lantern.colour, x: 700..<1400, y: 0..<900)
                let left = screen.count(of: Self.lantern.colour, x: 0..<600, y: 0..<900)
                let text = screen.count(of: 0x000000, tolerance: 40, x: 0..<600, y: 0..<400)
                #expect(poster > 20_000, "poster pixels: \(poster)")
                #expect(left == 0 && text > 1_000, "left: \(left), text: \(text)")
                #expect(server.imageRequests.count == 1)
            }
        }
    }

    @Test(.enabled(if: RealTerminal.hasTmux))
    func tmuxShowsHalfBlocksInThePostersColoursBesideTheText() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let pane = try await RealTerminal.tmuxPane(
                    running: shellLine(
                        ["show", Self.lantern.id, "--poster", "always"] + tmdb(server), cache: cache,
                        environment: ["COLORTERM": "truecolor"]))
                let lines = pane.components(separatedBy: "\n")
                let released = try #require(lines.first { $0.contains("Released") })
                // After the text: half-blocks in 24-bit colour, the poster's red among them.
                let afterText = try #require(released.range(of: "2016-03-04")).upperBound
                let drawn = released[afterText...]
                #expect(drawn.contains("▄") && drawn.contains("\u{1B}[38;2;"), "\(released.debugDescription)")
                let reds = lines.map {
                    RealTerminal.colours(in: $0).filter { RealTerminal.isNear($0, Self.lantern.colour) }.count
                }
                #expect(reds.filter { $0 > 0 }.count > 10, "rows with the poster's red: \(reds)")
            }
        }
    }

    /// In tmux `show` draws the poster as the picker and `poster` do, unasked: half-blocks.
    @Test(.enabled(if: RealTerminal.hasTmux))
    func tmuxShowsThePosterInHalfBlocksUnasked() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                // The test run's own NO_COLOR is not the terminal's.
                let pane = try await RealTerminal.tmuxPane(
                    running: "env -u NO_COLOR "
                        + shellLine(
                            ["show", Self.lantern.id] + tmdb(server), cache: cache,
                            environment: ["COLORTERM": "truecolor", "MOVIES_POSTER": "auto"]))
                let released = try #require(pane.components(separatedBy: "\n").first { $0.contains("Released") })
                let drawn = released[try #require(released.range(of: "2016-03-04")).upperBound...]
                #expect(drawn.contains("▄") && drawn.contains("\u{1B}[38;2;"), "\(released.debugDescription)")
            }
        }
    }

    /// Where none is drawn unasked (half-blocks under `NO_COLOR`), one line says how to have it.
    @Test(.enabled(if: RealTerminal.hasTmux))
    func saysHowToHaveThePosterWhereNoneIsDrawn() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let pane = try await RealTerminal.tmuxPane(
                    running: shellLine(
                        ["show", Self.lantern.id] + tmdb(server), cache: cache,
                        environment: ["NO_COLOR": "1", "MOVIES_POSTER": "auto"]))
                #expect(pane.contains("no poster: NO_COLOR asks for no colours"), "\(pane)")
                #expect(pane.contains("--poster always draws it in half-blocks"), "\(pane)")
                #expect(!pane.contains("▄"))
            }
        }
    }

    @Test func kittysProtocolComesAfterTheTextAndOnlyOnATerminal() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let arguments = ["show", Self.lantern.id] + tmdb(server)
                let drawn = try onPseudoTerminal(
                    shellLine(arguments, cache: cache, environment: ["MOVIES_GRAPHICS": "kitty"]))
                let text = try #require(drawn.range(of: "The Paper Lantern (2016)"))
                let image = try #require(drawn.range(of: "\u{1B}_Ga=T,f=32,"), "\(drawn.prefix(300))")
                #expect(text.upperBound <= image.lowerBound, "the text first")
                #expect(drawn.contains("Where to watch: data by JustWatch"))
                let imageRequests = server.imageRequests.count
                #expect(imageRequests == 1)

                // Cached: drawn again offline, nothing asked of anyone.
                let requests = server.counts().total()
                let offline = try onPseudoTerminal(
                    shellLine(arguments + ["--offline"], cache: cache, environment: ["MOVIES_GRAPHICS": "kitty"]))
                #expect(offline.contains("\u{1B}_Ga=T,f=32,") && offline.contains("The Paper Lantern"))
                #expect(server.imageRequests.count == imageRequests && server.counts().total() == requests)

                for quiet in [["--format", "json"], ["--poster", "never"]] {
                    let plain = try onPseudoTerminal(
                        shellLine(
                            arguments + ["--offline"] + quiet, cache: cache, environment: ["MOVIES_GRAPHICS": "kitty"]))
                    #expect(!plain.contains("\u{1B}_G") && plain.contains("Paper Lantern"), "\(quiet)")
                }
                let movies = MoviesProcess(cache: cache)
                let piped = try await movies.run(
                    arguments + ["--offline", "--poster", "always"], environment: ["MOVIES_GRAPHICS": "kitty"])
                #expect(piped.status == 0 && !piped.output.contains("\u{1B}") && piped.output.contains("Directed"))
            }
        }
    }

    @Test func noCredentialReachesTheImageHost() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                for (variable, value) in [
                    ("TMDB_API_KEY", TMDBFixtureCredentials.apiKey),
                    ("TMDB_API_TOKEN", TMDBFixtureCredentials.readAccessToken),
                ] {
                    let run = try await movies.run(
                        ["poster", "100002", "--output", folder.appendingPathComponent("p.jpg").path, "--refresh"]
                            + tmdb(server), environment: [variable: value])
                    #expect(run.status == 0, "\(run.error)")
                }
                #expect(!server.imageRequests.isEmpty)
                #expect(server.imageRequests.allSatisfy { $0.authorization == nil && !$0.query.contains("api_key") })
            }
        }
    }

    @Test func writesThePosterFileItselfToAFileOrAPipe() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let file = folder.appendingPathComponent("lantern.jpg")
                let written = try await movies.run(
                    ["poster", Self.lantern.id, "--output", file.path] + tmdb(server), environment: Self.keyEnvironment)
                #expect(written.status == 0 && written.output.isEmpty, "\(written.error)")
                #expect(try Data(contentsOf: file) == server.posterFile(Self.lantern.file, size: "w500"))

                let piped = try pipedOutput(
                    of: ["poster", Self.lantern.id, "--size", "w92"] + tmdb(server), cache: movies.cache)
                #expect(piped == server.posterFile(Self.lantern.file, size: "w92"), "the file itself, to a pipe")
                let offline = folder.appendingPathComponent("offline.jpg")
                #expect(
                    try await movies.run(
                        ["poster", Self.lantern.id, "--output", offline.path, "--offline"] + tmdb(server)
                    )
                    .status == 0)
                #expect(try Data(contentsOf: offline) == server.posterFile(Self.lantern.file, size: "w500"))

                let none = try await movies.run(["poster", "100006"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(none.status == 66 && none.error.contains("has no poster"), "\(none.error)")
                let badSize = try await movies.run(["poster", "100001", "--size", "w9000"] + tmdb(server))
                #expect(badSize.status == 64)
                let unwritable = try await movies.run(
                    ["poster", Self.lantern.id, "--output", "/proc/no/such/file.jpg"] + tmdb(server),
                    environment: Self.keyEnvironment)
                #expect(unwritable.status == 73, "\(unwritable.error)")

                let info = try await movies.run(["cache", "info"])
                #expect(info.output.contains("Posters 2 ("), "\(info.output)")
                #expect(try await movies.run(["cache", "clear", "--yes"]).status == 0)
                #expect(try await movies.run(["cache", "info"]).output.contains("Posters 0 ("))
            }
        }
    }

    @Test func syncFetchesThePostersOfTheFilmsItSyncsForOffline() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                let movies = MoviesProcess(cache: cache)
                let sync = try await movies.run(
                    ["sync", "2016", "--posters"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(sync.status == 0, "\(sync.error)")
                let withPosters = Set(
                    server.catalogue.movies(releasedIn: 2016).filter { $0.posterPath != nil }.map(\.id))
                #expect(
                    sync.output.contains("; \(withPosters.count) posters (0 could not be fetched)"), "\(sync.output)")
                #expect(server.imageRequests.count == withPosters.count)
                #expect(
                    server.counts().all.count(where: { $0 == "/3/configuration" }) == 1,
                    "where images are is asked once, not by each of the --jobs fetches")
                let requests = server.counts().total()
                let drawn = try onPseudoTerminal(
                    shellLine(
                        ["show", "100004", "--offline"] + tmdb(server), cache: cache,
                        environment: ["MOVIES_GRAPHICS": "sixel"]))
                #expect(drawn.contains("Iron Harbor (2016)") && drawn.contains("\u{1B}P"), "a sixel drawn offline")
                #expect(server.counts().total() == requests && server.imageRequests.count == withPosters.count)
            }
        }
    }

    /// A poster that cannot be fetched leaves the sync short of what was asked: named on stderr,
    /// counted in the summary, and exit status 75, as a year that fails; the rest are kept.
    @Test func syncCountsAPosterItCouldNotFetchInItsExitStatus() async throws {
        let fixtures = try tmdbFixtureCatalogue()
        let lost = try #require(fixtures.movies(releasedIn: 2016).first { $0.posterPath != nil })
        let movies = fixtures.movies.map { film in
            var film = film
            if film.id == lost.id { film.posterPath = "/no-such-poster.jpg" }
            return film
        }
        let catalogue = TMDBCatalogue(movies: movies, translations: fixtures.translations, posters: fixtures.posters)
        try await withTMDBServer(catalogue: catalogue) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let sync = try await movies.run(
                    ["sync", "2016", "--posters"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(sync.status == 75, "\(sync.error)")
                #expect(sync.output.contains("(1 could not be fetched)"), "\(sync.output)")
                #expect(sync.error.contains("warning: a poster could not be fetched: "), "\(sync.error)")
                #expect(sync.error.hasSuffix("1 poster could not be fetched (each named above)\n"), "\(sync.error)")
                let withPosters = catalogue.movies(releasedIn: 2016).filter { $0.posterPath != nil }.count
                #expect(try await movies.run(["cache", "info"]).output.contains("Posters \(withPosters - 1) ("))
            }
        }
    }

    @Test func showsWhoMadeItAndWhereToWatchItInTheRegionAsked() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let us = try await movies.run(["show", "100004"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(us.status == 0 && us.output.contains("Directed  Ruth Ellis"), "\(us.output)")
                #expect(us.output.contains("(US)") && us.output.contains("Where to watch: data by JustWatch"))
                #expect(us.output.contains("Trailer   https://www.youtube.com/watch?v=tr100004"))
                #expect(us.output.contains("IMDb      https://www.imdb.com/title/tt9100004/"))
                #expect(server.counts().total() == 1, "one request for the whole page")

                let germany = try await movies.run(["show", "100004", "--offline", "--region", "de"] + tmdb(server))
                #expect(!germany.output.contains("JustWatch") && germany.output.contains("Directed"))
                let fromLocale = try await movies.run(
                    ["show", "100002", "--offline", "--format", "json"] + tmdb(server),
                    environment: ["LANG": "de_DE.UTF-8"])
                #expect(fromLocale.status == 69)
                _ = try await movies.run(["show", "100002"] + tmdb(server), environment: Self.keyEnvironment)
                let json = try await movies.run(
                    ["show", "100002", "--offline", "--format", "json"] + tmdb(server),
                    environment: ["LANG": "de_DE.UTF-8"])
                let page = try #require(
                    try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
                #expect((page["watch"] as? [String: Any])?.keys.sorted() == ["DE"])
                #expect(page["directors"] as? [String] == ["Paul Moreau"])
                #expect((page["links"] as? [String: String])?["imdb"] == "https://www.imdb.com/title/tt9100002/")

                let noTrailer = try await movies.run(
                    ["show", "100007"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(noTrailer.status == 0 && !noTrailer.output.contains("Trailer"), "\(noTrailer.output)")
                let noProviders = try await movies.run(
                    ["show", "100003"] + tmdb(server), environment: Self.keyEnvironment)
                #expect(!noProviders.output.contains("JustWatch") && !noProviders.output.contains("Stream"))
            }
        }
    }

    /// TMDB gives a film's videos in the language asked alone, unless told which: most trailers
    /// are English, so asked in German most films would have none.
    @Test func showsATrailerInEveryLanguageTheOneAskedFirst() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                func trailer(of id: Int, language: String) async throws -> String? {
                    let run = try await movies.run(
                        ["show", String(id), "--language", language] + tmdb(server), environment: Self.keyEnvironment)
                    return run.output.split(separator: "\n").first {
                        $0.trimmingCharacters(in: .whitespaces).hasPrefix("Trailer")
                    }
                    .map { String($0.split(separator: " ").last ?? "") }
                }
                let englishOnlyInGerman = try await trailer(of: 100_004, language: "de-DE")
                let germanInGerman = try await trailer(of: 100_001, language: "de-DE")
                let germanInEnglish = try await trailer(of: 100_001, language: "en-US")
                let englishOnlyInFrench = try await trailer(of: 100_004, language: "fr-FR")
                #expect(englishOnlyInGerman == "https://www.youtube.com/watch?v=tr100004")
                #expect(germanInGerman == "https://www.youtube.com/watch?v=detr100001")
                #expect(germanInEnglish == "https://www.youtube.com/watch?v=tr100001")
                #expect(englishOnlyInFrench == "https://www.youtube.com/watch?v=tr100004")
            }
        }
    }
}
