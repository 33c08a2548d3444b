import Foundation
import MovieKit
import Synchronization

/// Draws the progress of a run of requests (a sync of years, an import's matching) on a
/// terminal's stderr, in place, at most ten times a second: `[#########-----------]  120/450  35.2/s  ETA 9 s`.
final class RequestProgressBar: Sendable {
    private let console: Console
    private let started: ContinuousClock.Instant
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)

    init(console: Console, started: ContinuousClock.Instant = .now) {
        self.console = console
        self.started = started
    }

    func update(_ progress: RequestProgress) {
        let now = ContinuousClock.now
        let due = lastDrawn.withLock { last in
            guard progress.done == progress.total || last.map({ now - $0 >= .milliseconds(100) }) ?? true else {
                return false
            }
            last = now
            return true
        }
        if due { console.status(Self.line(progress, elapsed: now - started)) }
    }

    func finish() {
        console.clearStatus()
    }

    /// The bar's text for `progress` after `elapsed`.
    static func line(_ progress: RequestProgress, elapsed: Duration, width: Int = 20) -> String {
        let fraction = progress.total > 0 ? Double(progress.done) / Double(progress.total) : 0
        let filled = min(width, Int((fraction * Double(width)).rounded(.down)))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
        let seconds = elapsed.timeInterval
        let rate = seconds > 0 ? Double(progress.done) / seconds : 0
        let eta = rate > 0 ? "ETA \(Int((Double(progress.total - progress.done) / rate).rounded(.up))) s" : "ETA –"
        let failed = progress.failed > 0 ? "  \(progress.failed) failed" : ""
        return "[\(bar)]  \(progress.done)/\(progress.total)  \(String(format: "%.1f", rate))/s  \(eta)\(failed)"
    }
}
