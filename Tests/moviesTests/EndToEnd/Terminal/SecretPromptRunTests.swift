import Foundation
import MovieKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A secret asked for on a terminal (`movies login`'s key): not shown as it is typed, and the
/// terminal's echo given back however the prompt ends, Ctrl-C and signals included.
@Suite(.serialized, .enabled(if: RealTerminal.hasTmux))
struct SecretPromptRunTests {
    private static let prompt = "TMDB API Read Access Token or API key:"

    /// Runs `body` with a pane running `movies login` on a home of its own, at its prompt.
    private func atThePrompt(_ body: (TmuxPane) async throws -> Void) async throws {
        try await withTemporaryFolder { folder in
            let exports = [
                "MOVIES_CACHE": folder.appendingPathComponent("movies.sqlite").path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "XDG_STATE_HOME": folder.appendingPathComponent("state").path, "TERM": "xterm-256color",
            ]
            let pane = try TmuxPane(["login"], environment: exports, folder: folder)
            defer { pane.close() }
            let text = try await pane.wait { $0.contains(Self.prompt) }
            try #require(text.contains(Self.prompt), "\(text)")
            try await body(pane)
        }
    }

    /// `stty -a` says `echo`, not `-echo`.
    private static func echoes(_ settings: String) -> Bool {
        let words = Set(settings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        return words.contains("echo") && !words.contains("-echo")
    }

    @Test func whatIsTypedDoesNotShow() async throws {
        try await atThePrompt { pane in
            try pane.send(["not-a-key-4f9c"], literally: true)
            try await Task.sleep(for: .milliseconds(300))
            #expect(try !pane.capture().contains("not-a-key-4f9c"))
            try pane.send(["Enter"])
            try await pane.waitForEnd()
            #expect(pane.status() == 64)
            #expect(Self.echoes(try #require(pane.settingsAfter())))
        }
    }

    @Test func controlCGivesEchoBack() async throws {
        try await atThePrompt { pane in
            try pane.send(["C-c"])
            try await pane.waitForEnd()
            #expect(pane.status() == 130)
            let settings = try #require(pane.settingsAfter())
            #expect(Self.echoes(settings), "\(settings)")
        }
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalGivesEchoBack(signal: Int32) async throws {
        try await atThePrompt { pane in
            let pid = try #require(try pane.moviesPID())
            #expect(kill(pid, signal) == 0)
            try await pane.waitForEnd()
            #expect(pane.status() == 128 + signal)
            let settings = try #require(pane.settingsAfter())
            #expect(Self.echoes(settings), "\(settings)")
        }
    }
}
