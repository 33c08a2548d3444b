import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The highlighted film's poster above its page in `movies … -i`, against `movies-api --dialect
/// tmdb` and its image host: half-blocks in tmux, kitty's protocol on a pseudo-terminal (its
/// image deleted before the next is drawn), sixel in a real xterm (a screenshot); fetched only
/// for the film that stays highlighted, and drawn offline from the cache.
@Suite(.serialized)
struct BrowsePosterRunTests {
    private static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]
    /// The films `discover --year 2016` lists first over the fixtures (the most popular first),
    /// with their posters' colours.
    private static let ironHarbor = (title: "Iron Harbor", colour: UInt32(0x8E44AD))
    private static let lantern = (title: "The Paper Lantern", colour: UInt32(0xC0392B))
    private static let comet = (title: "Little Comet", colour: UInt32(0xD35400))
    private static let signal = (title: "Northern Signal", colour: UInt32(0xE84393))

    private func discover(_ server: TMDBTestServer) -> [String] {
        ["discover", "--year", "2016", "-i", "--source", "tmdb", "--api-url", server.baseURL.absoluteString]
    }

    /// Runs `body` with a tmux pane running `arguments`, on a cache and library of their own in
    /// `folder`, in 24-bit colour.
    private func withPane(
        _ arguments: [String], folder: URL, environment: [String: String] = [:], _ body: (TmuxPane) async throws -> Void
    ) async throws {
        var exports = [
            "MOVIES_CACHE": folder.appendingPathComponent("movies.sqlite").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "TERM": "xterm-256color",
            // Colour whatever the test runner's environment says (it may set NO_COLOR).
            "COLORTERM": "truecolor", "NO_COLOR": "",
        ]
        exports.merge(Self.keyEnvironment) { $1 }
        exports.merge(environment) { $1 }
        let runFolder = folder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
        let pane = try TmuxPane(arguments, environment: exports, folder: runFolder)
        defer { pane.close() }
        try await body(pane)
    }

    /// A shell line that runs `movies` with `arguments` on `folder`'s cache and library.
    private func shellLine(_ arguments: [String], folder: URL, environment: [String: String] = [:]) -> String {
        let variables = Self.keyEnvironment.merging(environment) { $1 }.merging([
            "MOVIES_CACHE": folder.appendingPathComponent("movies.sqlite").path,
            "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
        ]) { $1 }
        let exports = variables.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
        return "env -u TMUX \(exports) '\(MoviesProcess.binary.path)' "
            + arguments.map { "'\($0)'" }.joined(separator: " ")
    }

    /// The rows of the pane whose page pane (right of the list's rule) draws half-blocks in a
    /// colour near `colour`.
    private static func posterRows(of colour: UInt32, in pane: String) -> Int {
        pane.components(separatedBy: "\n").count { line in
            guard let rule = line.range(of: "│") else { return false }
            let page = line[rule.upperBound...]
            return page.contains("▄") && RealTerminal.colours(in: page).contains { RealTerminal.isNear($0, colour) }
        }
    }

    @Test(.enabled(if: RealTerminal.hasTmux))
    func tmuxDrawsTheHighlightedFilmsPosterInHalfBlocksAboveItsPageAndRedrawsItForTheNext() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                try await withPane(discover(server), folder: folder) { pane in
                    let first = try await pane.wait { Self.posterRows(of: Self.ironHarbor.colour, in: $0) > 5 }
                    #expect(Self.posterRows(of: Self.ironHarbor.colour, in: first) > 5, "\(first)")
                    let lines = first.components(separatedBy: "\n")
                    let lastPosterRow = try #require(
                        lines.lastIndex {
                            $0.contains("▄")
                                && RealTerminal.colours(in: $0).contains {
                                    RealTerminal.isNear($0, Self.ironHarbor.colour)
                                }
                        })
                    let released = try #require(lines.firstIndex { $0.contains("Released") })
                    #expect(released > lastPosterRow, "the page below its poster:\n\(first)")
                    #expect(lines[1].contains(Self.ironHarbor.title), "the film highlighted first")

                    try pane.send(["j"])
                    let second = try await pane.wait { Self.posterRows(of: Self.lantern.colour, in: $0) > 5 }
                    #expect(Self.posterRows(of: Self.lantern.colour, in: second) > 5, "\(second)")
                    #expect(Self.posterRows(of: Self.ironHarbor.colour, in: second) == 0, "the first is gone")
                    #expect(second.contains("2016-03-04"), "The Paper Lantern's page:\n\(second)")
                }
            }
        }
    }

    @Test(.enabled(if: RealTerminal.hasTmux))
    func onlyTheFilmThatStaysHighlightedHasItsPosterFetchedAndOfflineItComesFromTheCache() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                try await withPane(discover(server), folder: folder) { pane in
                    try await pane.wait { Self.posterRows(of: Self.ironHarbor.colour, in: $0) > 5 }
                    #expect(server.imageRequests.count == 1)
                    // Passed over at once: neither The Paper Lantern's poster nor Little Comet's is asked.
                    try pane.send(["j", "j", "j"])
                    let fourth = try await pane.wait { Self.posterRows(of: Self.signal.colour, in: $0) > 5 }
                    #expect(Self.posterRows(of: Self.signal.colour, in: fourth) > 5, "\(fourth)")
                    #expect(Self.posterRows(of: Self.lantern.colour, in: fourth) == 0)
                    #expect(Self.posterRows(of: Self.comet.colour, in: fourth) == 0)
                    #expect(server.imageRequests.count == 2, "\(server.imageRequests.map(\.path))")
                    try pane.send(["q"])
                    try await pane.waitForEnd()
                }
                let requests = server.counts().total(), images = server.imageRequests.count
                try await withPane(discover(server) + ["--offline"], folder: folder) { pane in
                    let text = try await pane.wait { Self.posterRows(of: Self.ironHarbor.colour, in: $0) > 5 }
                    #expect(Self.posterRows(of: Self.ironHarbor.colour, in: text) > 5, "offline, cached:\n\(text)")
                    try pane.send(["j"])
                    let uncached = try await pane.wait { $0.contains("2016-03-04") }
                    try await Task.sleep(for: .seconds(1))
                    #expect(Self.posterRows(of: Self.lantern.colour, in: try pane.capture()) == 0, "\(uncached)")
                    #expect(try pane.capture().contains("2016-03-04"), "its page without a poster")
                }
                #expect(server.counts().total() == requests && server.imageRequests.count == images)
            }
        }
    }

    @Test func kittysImageIsDeletedBeforeTheNextFilmsIsDrawn() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let terminal = try ScriptedTerminal(
                    shellLine(discover(server), folder: folder, environment: ["TERM": "xterm-kitty"]))
                let image = "\u{1B}_Ga=T,", delete = "\u{1B}_Ga=d,"
                try await terminal.wait { $0.components(separatedBy: image).count == 2 }
                terminal.type("j")
                try await terminal.wait { $0.components(separatedBy: image).count == 3 }
                terminal.type("q")
                try await terminal.finish()
                let printed = terminal.printed
                let images = printed.ranges(of: image), deletes = printed.ranges(of: delete)
                try #require(images.count == 2, "\(printed.suffix(400).debugDescription)")
                #expect(
                    deletes.contains { images[0].upperBound < $0.lowerBound && $0.upperBound < images[1].lowerBound },
                    "the first image deleted before the second is drawn")
                #expect(
                    !deletes.contains { $0.lowerBound < images[0].lowerBound }, "nothing to delete before the first")
                #expect(server.imageRequests.count == 2)
            }
        }
    }

    @Test(.enabled(if: RealTerminal.hasXterm))
    func xtermAsAVT340DrawsThePosterInSixelAboveThePageBesideTheList() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                // Once the poster is drawn: the film is highlighted, its poster fetched, then drawn.
                let screen = try await RealTerminal.xtermScreenshot(
                    running: shellLine(discover(server), folder: folder), columns: 120, rows: 40
                ) { $0.count(of: Self.ironHarbor.colour, x: 250..<1400, y: 0..<900) > 5_000 }
                // The list takes the left two fifths (48 columns); the poster starts past its rule.
                let poster = screen.count(of: Self.ironHarbor.colour, x: 250..<1400, y: 0..<900)
                let list = screen.count(of: Self.ironHarbor.colour, x: 0..<250, y: 0..<900)
                let text = screen.count(of: 0x000000, tolerance: 40, x: 0..<250, y: 0..<300)
                #expect(poster > 5_000, "poster pixels: \(poster)")
                #expect(list == 0 && text > 1_000, "list: \(list), text: \(text)")
                #expect(server.imageRequests.count == 1)
            }
        }
    }
}
