import Logging
import Testing

@testable import movies

struct ConsoleLogHandlerTests {
    @Test(arguments: [
        ("sent Authorization: Bearer abc123 to the API", "sent Authorization: Bearer <redacted> to the API"),
        ("Bearer abc and bearer def", "Bearer <redacted> and bearer <redacted>"),
        ("got a new API token", "got a new API token"),
        ("Bearer <redacted>", "Bearer <redacted>"),
    ])
    func redactsBearerTokens(message: String, printed: String) {
        #expect(ConsoleLogHandler.redacted(message) == printed)
    }

    @Test func printsDebugLinesAsNotesAndWarningsAsWarnings() {
        let recording = RecordingConsole()
        let handler = ConsoleLogHandler(console: recording.console(isTerminal: false), logLevel: .debug)
        handler.log(
            event: .init(
                level: .debug, message: "GET http://x/ (attempt 1) Bearer t0k", metadata: nil, source: "", file: "",
                function: "", line: 0))
        handler.log(
            event: .init(
                level: .warning, message: "careful", metadata: nil, source: "", file: "", function: "", line: 0))
        #expect(recording.error == "debug: GET http://x/ (attempt 1) Bearer <redacted>\nwarning: careful\n")
    }
}
