import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Tables and a film's page on a terminal 80 columns wide (a pseudo-terminal, `COLUMNS=80`):
/// fitted to it, long cells cut with `…`, the cast giving way first, no line wider than the
/// terminal; piped, as CSV or as JSON, nothing cut. Every list shows the id `show` takes.
@Suite(.serialized)
struct FittedTablesRunTests {
    private static let columns = 80

    /// The environment of a run on `folder`'s cache and library, `COLUMNS` set, TMDB's key given.
    private func environment(_ folder: URL, _ extra: [String: String] = [:]) -> [String: String] {
        [
            "MOVIES_CACHE": folder.appendingPathComponent("movies.sqlite").path,
            "MOVIES_LIBRARY": folder.appendingPathComponent("library.sqlite").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            "XDG_STATE_HOME": folder.appendingPathComponent("state").path,
            "TMDB_API_KEY": TMDBFixtureCredentials.apiKey, "COLUMNS": String(Self.columns), "TERM": "xterm-256color",
        ].merging(extra) { $1 }
    }

    /// What `movies arguments` printed on a pseudo-terminal `columns` wide.
    private func onTerminal(
        _ arguments: [String], _ folder: URL, columns: Int = columns, _ extra: [String: String] = [:]
    ) async throws -> String {
        let run = try await RealTerminal.moviesOnPseudoTerminal(
            arguments, environment: environment(folder, extra), unset: ["MOVIES_API_URL", "NO_COLOR", "MOVIES_SOURCE"],
            columns: columns, rows: 50)
        #expect(run.status == 0, "\(arguments): \(run.printed)")
        return run.printed
    }

    /// The lines of `text` as a person sees them: no colour or cursor sequences, no carriage
    /// return, the status line drawn in place dropped.
    static func visibleLines(_ text: String) -> [String] {
        // By scalar: "\r\n" is one Character.
        var plain = String.UnicodeScalarView()
        var inSequence = false
        for scalar in text.unicodeScalars {
            if inSequence {
                if scalar.properties.isAlphabetic { inSequence = false }
            } else if scalar == "\u{1B}" {
                inSequence = true
            } else if scalar != "\r" {
                plain.append(scalar)
            }
        }
        return String(plain).components(separatedBy: "\n")
    }

    /// The lines of `text` wider than `columns`.
    static func tooWide(_ text: String, columns: Int = columns) -> [String] {
        visibleLines(text).filter { width(of: $0) > columns }
    }

    /// The columns a terminal gives `line`: two for a CJK, kana or Hangul character (the
    /// fixtures' wide ones), none for a combining mark, one for the rest.
    static func width(of line: String) -> Int {
        line.unicodeScalars.reduce(0) { width, scalar in
            if scalar.properties.generalCategory == .nonspacingMark { return width }
            let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF]
            return width + (wide.contains { $0.contains(scalar.value) } ? 2 : 1)
        }
    }

    /// The row of the table in `text` that names `title`.
    static func row(naming title: String, in text: String) -> String? {
        visibleLines(text).first { $0.contains(title) }
    }

    @Test func aDemoListFitsTheTerminalItsCastGivingWayFirstAndAPipeIsNotCut() async throws {
        try await withTemporaryFolder { folder in
            for list in ["top-grossing", "top-rated"] {
                // At 80 columns the cast goes, every title whole; at 100 it is cut with `…`.
                let narrow = try await onTerminal([list, "2016"], folder)
                #expect(Self.tooWide(narrow).isEmpty, "\(list): \(Self.tooWide(narrow))")
                let header = try #require(Self.visibleLines(narrow).first { $0.contains("Title") })
                #expect(!header.contains("Cast"), "\(header)")
                let batman = try #require(Self.row(naming: "Batman v Superman - Dawn of Justice", in: narrow))
                #expect(!batman.contains("Ben Affleck") && !batman.contains("…"), "\(batman)")
                let wider = try await onTerminal([list, "2016"], folder, columns: 100, ["COLUMNS": "100"])
                #expect(Self.tooWide(wider, columns: 100).isEmpty, "\(list): \(Self.tooWide(wider, columns: 100))")
                let cut = try #require(Self.row(naming: "Batman v Superman - Dawn of Justice", in: wider))
                #expect(cut.hasSuffix("…") && cut.contains("Ben Affleck"), "\(cut)")
                // The id `show` takes comes first; no rank that reads as one (Zootopia is film 7).
                #expect(header.split(separator: " ").first == "Id", "\(header)")
                let zootopia = try #require(Self.row(naming: "Zootopia", in: narrow))
                #expect(zootopia.split(separator: " ").first == "7", "\(zootopia)")
            }
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let piped = try await movies.run(["top-grossing", "2016"], environment: ["COLUMNS": "80"])
            #expect(piped.status == 0)
            #expect(piped.output.contains("Benedict Cumberbatch, Rachel McAdams, Mads Mikkelsen"))
            #expect(!piped.output.contains("…") && !Self.tooWide(piped.output).isEmpty, "\(piped.output)")
        }
    }

    @Test func tmdbsTopGrossingFitsEightyColumnsWithItsIdsAndCSVAndJSONAreNotCut() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let tmdb = ["--source", "tmdb", "--api-url", server.baseURL.absoluteString]
                // At 80 columns the cast goes; each row starts with the id `show` takes.
                let shown = try await onTerminal(["top-grossing", "2016"] + tmdb, folder)
                #expect(Self.tooWide(shown).isEmpty, "\(Self.tooWide(shown))")
                let ironHarbor = try #require(Self.row(naming: "Iron Harbor", in: shown))
                #expect(ironHarbor.hasPrefix("100004") && !ironHarbor.contains("Tom Brennan"), "\(ironHarbor)")
                // At 100 it is cut with `…`.
                let wider = try await onTerminal(
                    ["top-grossing", "2016", "--offline"] + tmdb, folder, columns: 100, ["COLUMNS": "100"])
                #expect(Self.tooWide(wider, columns: 100).isEmpty, "\(Self.tooWide(wider, columns: 100))")
                let cut = try #require(Self.row(naming: "Iron Harbor", in: wider))
                #expect(cut.hasPrefix("100004") && cut.contains("Tom Brennan") && cut.hasSuffix("…"), "\(cut)")
                for format in ["csv", "json"] {
                    let whole = try await onTerminal(["top-grossing", "2016", "--format", format] + tmdb, folder)
                    #expect(whole.contains("Łukasz Wrona") && !whole.contains("…"), "\(format): \(whole)")
                }
            }
        }
    }

    @Test func theDiaryFitsEightyColumnsItsTagsGivingWayFirstThenTheTitle() async throws {
        try await withTemporaryFolder { folder in
            let logged = try await onTerminal(
                [
                    "watched", "8", "--rating", "7", "--tag", "cinema", "--tag",
                    "with the whole family", "--tag", "birthday",
                ], folder)
            #expect(logged.contains("Batman"), "\(logged)")
            let diary = try await onTerminal(["diary"], folder)
            #expect(Self.tooWide(diary).isEmpty, "\(Self.tooWide(diary))")
            // The tags go down to a few letters, then the title gives the rest.
            let row = try #require(Self.row(naming: "Batman v Superman - Dawn of", in: diary))
            #expect(row.hasSuffix("cinema…") && !row.contains("Justice"), "\(row)")
        }
    }

    @Test func aFilmsPageWrapsAtAWordWithinEightyColumns() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let tmdb = ["--source", "tmdb", "--api-url", server.baseURL.absoluteString]
                let page = try await onTerminal(["show", "100001", "--poster", "never"] + tmdb, folder)
                #expect(Self.tooWide(page).isEmpty, "\(Self.tooWide(page))")
                // Wrapped, not cut: every film it names is there, broken only between words.
                let words = Self.visibleLines(page).joined(separator: " ").split(separator: " ").joined(separator: " ")
                #expect(words.contains("More like Little Comet (2016, 100005); Iron Harbor (2016, 100004);"))
                #expect(words.contains("Iron Harbor: First Light (1988, 100019)"), "\(page)")
            }
        }
    }

    @Test func besideAPosterThePagesTextKeepsLeftOfTheImage() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let tmdb = ["--source", "tmdb", "--api-url", server.baseURL.absoluteString]
                // 120 columns: the poster stands beside the text, from column 83.
                let page = try await onTerminal(
                    ["show", "100001", "--poster", "always"] + tmdb, folder, columns: 120,
                    ["COLUMNS": "120", "MOVIES_GRAPHICS": "blocks", "COLORTERM": "truecolor"])
                // The text is all printed before the cursor goes back up to draw the poster.
                let drawing = try #require(page.range(of: "\u{1B}7"), "no poster drawn: \(page)")
                let text = String(page[..<drawing.lowerBound])
                #expect(page[drawing.upperBound...].contains("▄"), "the poster is drawn")
                #expect(Self.tooWide(text, columns: 80).isEmpty, "\(Self.tooWide(text))")
                let words = Self.visibleLines(text).joined(separator: " ").split(separator: " ").joined(separator: " ")
                #expect(words.contains("Iron Harbor: First Light (1988, 100019)"), "\(text)")
            }
        }
    }
}
