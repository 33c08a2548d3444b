import Foundation
import MovieKit
import Synchronization

/// Draws a sync of IMDb's datasets on a terminal's stderr, in place, at most ten times a second:
/// while downloading, `downloading title.principals.tsv.gz  [#######-------]  41.0 of 112.3 MiB`;
/// while importing, `importing title.principals  [#########-----]  4,512,000 rows  ETA 6 s`
/// (the bar and its ETA weighed over the five files' compressed bytes).
final class IMDbDatasetsUpdateProgressBar: Sendable {
    private let console: Console
    private let started = ContinuousClock.now
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)

    init(console: Console) {
        self.console = console
    }

    func update(_ progress: IMDbDownloadProgress) {
        draw(force: progress.stage != .receiving) { Self.line(progress) }
    }

    func update(_ progress: IMDbImportProgress) {
        let elapsed = ContinuousClock.now - started
        draw(force: progress.stage == .indexing) { Self.line(progress, elapsed: elapsed) }
    }

    func finish() {
        console.clearStatus()
    }

    private func draw(force: Bool, _ line: () -> String) {
        let now = ContinuousClock.now
        let due = lastDrawn.withLock { last in
            guard force || last.map({ now - $0 >= .milliseconds(100) }) ?? true else { return false }
            last = now
            return true
        }
        if due { console.status(line()) }
    }

    /// The line for a download's progress.
    static func line(_ progress: IMDbDownloadProgress) -> String {
        let file = progress.dataset.fileName
        switch progress.stage {
        case .asking: return "asking for \(file)…"
        case .unchanged: return "\(file) unchanged"
        case .receiving, .downloaded:
            let received = CacheInfoFacts.size(Int64(progress.bytesReceived))
            guard let expected = progress.bytesExpected, let fraction = progress.fraction else {
                return "downloading \(file)  \(received)"
            }
            return "downloading \(file)  \(bar(fraction))  \(received) of \(CacheInfoFacts.size(Int64(expected)))"
        }
    }

    /// The line for an import's progress after `elapsed`.
    static func line(_ progress: IMDbImportProgress, elapsed: Duration) -> String {
        switch progress.stage {
        case .waitingForLock:
            return IMDbDatasetsUpdateRun.waitingNote
        case .indexing:
            return "indexing the films, people and titles…"
        case .reading(let dataset):
            let fraction =
                progress.totalByteCount > 0 ? Double(progress.totalBytesRead) / Double(progress.totalByteCount) : 0
            let seconds = elapsed.timeInterval
            let eta =
                fraction > 0.02 && seconds > 0
                ? "  ETA \(Int((seconds / fraction - seconds).rounded(.up))) s" : ""
            return "importing \(dataset.rawValue)  \(bar(fraction))  "
                + "\(Formatting.grouped(UInt(progress.rowsRead))) rows\(eta)"
        }
    }

    private static func bar(_ fraction: Double, width: Int = 20) -> String {
        let filled = min(width, max(0, Int((fraction * Double(width)).rounded(.down))))
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
    }
}
