import Foundation
import MovieKitTestSupport
import Testing

/// A test's wait on a tmux pane says so when it runs out, rather than handing back what the pane
/// showed as if the awaited text had come.
@Suite(.enabled(if: RealTerminal.hasTmux))
struct TmuxPaneRunTests {
    @Test func aWaitThatRunsOutRecordsAnIssueNamingWhatItWaitedFor() async throws {
        try await withTemporaryFolder { folder in
            let pane = try TmuxPane(
                ["--version"], environment: ["XDG_CONFIG_HOME": folder.appendingPathComponent("config").path],
                folder: folder)
            defer { pane.close() }
            try await pane.waitForEnd()
            let started = ContinuousClock.now
            try await withKnownIssue {
                try await pane.wait(upTo: .milliseconds(300)) { $0.contains("text movies never prints") }
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("waited 0.3 seconds for the pane's text") }
            }
            #expect(ContinuousClock.now - started < .seconds(5))
        }
    }
}
