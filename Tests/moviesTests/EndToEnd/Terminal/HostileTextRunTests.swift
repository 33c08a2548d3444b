import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Text a community edit of TMDB could hold, escape sequences and all, as `movies` writes it on a
/// terminal: against `movies-api --dialect tmdb --hostile escapes-in-…`, each text field of a film
/// in turn, every byte written to a pseudo-terminal is checked, online and `--offline`.
@Suite(.serialized)
struct HostileTextRunTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let kind: TMDBHostility.Kind
        /// The commands that show the field.
        let commands: [[String]]

        var testDescription: String { kind.rawValue }
    }

    static let cases: [Case] = [
        Case(
            kind: .escapesInTitle,
            commands: [["show", "100001"], ["top-grossing", "2016"], ["top-grossing", "2016", "--format", "csv"]]),
        Case(kind: .escapesInOriginalTitle, commands: [["show", "100001"]]),
        Case(kind: .escapesInOverview, commands: [["show", "100001"]]),
        Case(kind: .escapesInGenre, commands: [["show", "100001"]]),
        Case(kind: .escapesInCast, commands: [["show", "100001"], ["top-grossing", "2016", "--format", "csv"]]),
        Case(kind: .escapesInCrew, commands: [["show", "100001"]]),
        Case(kind: .escapesInProvider, commands: [["show", "100001", "--region", "US"]]),
        Case(kind: .escapesInCharacter, commands: [["actor", "zoe marchetti"]]),
    ]

    @Test(arguments: cases)
    func noControlCharacterFromTheSourceReachesTheTerminal(hostile: Case) async throws {
        try await withTMDBServer(hostility: TMDBHostility(hostile.kind)) { server in
            try await withTemporaryFolder { folder in
                let cache = folder.appendingPathComponent("movies.sqlite")
                for command in hostile.commands {
                    for offline in [false, true] {
                        var arguments = command + ["--source", "tmdb", "--api-url", server.baseURL.absoluteString]
                        if command.first == "show" { arguments += ["--poster", "never"] }
                        let printed = try await onPseudoTerminal(
                            arguments + (offline ? ["--offline"] : []), cache: cache)
                        let what = "\(command.joined(separator: " "))\(offline ? " --offline" : "")"
                        #expect(printed.contains("pwned"), "the field was not shown by \(what): \(printed)")
                        #expect(
                            Self.controlBytes(in: printed).isEmpty, "\(what) wrote \(Self.controlBytes(in: printed))")
                    }
                }
            }
        }
    }

    @Test func jsonKeepsTheTextExactlyAsTheSourceSentIt() async throws {
        try await withTMDBServer(hostility: TMDBHostility(.escapesInTitle)) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                let run = try await movies.run(
                    [
                        "show", "100001", "--format", "json", "--source", "tmdb", "--api-url",
                        server.baseURL.absoluteString,
                    ],
                    environment: ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey])
                #expect(run.status == 0, "\(run.error)")
                let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
                #expect((object?["title"] as? String)?.hasSuffix(TMDBHostility.terminalEscapes) == true)
                #expect(!run.output.utf8.contains(0x1B))
            }
        }
    }

    /// Every byte of `text` a terminal would act on, as `\u{…}`: C0 controls but the line ends the
    /// terminal itself writes (`\r\n`, and `\r\r\n` for a CSV record's own CRLF), DEL, and C1 controls.
    static func controlBytes(in text: String) -> [String] {
        text.replacingOccurrences(of: "\r\r\n", with: "\n").replacingOccurrences(of: "\r\n", with: "\n")
            .unicodeScalars.filter { scalar in
                (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
            }.map { "\\u{\(String($0.value, radix: 16))}" }
    }

    /// What `movies arguments` wrote on a pseudo-terminal, colours off, the key given.
    private func onPseudoTerminal(_ arguments: [String], cache: URL) async throws -> String {
        try await RealTerminal.moviesOnPseudoTerminal(
            arguments,
            environment: [
                "TMDB_API_KEY": TMDBFixtureCredentials.apiKey, "MOVIES_CACHE": cache.path, "NO_COLOR": "1",
                "TERM": "xterm-256color",
            ], columns: 200
        ).printed
    }
}
