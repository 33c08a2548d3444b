import Foundation

/// How old a cached answer may be and still go without saying so on a terminal.
enum AnswerAge {
    /// A cached answer fetched at most this long ago is recent: on a terminal it is shown without
    /// its age, whether or not it could be refreshed. An older one that stands as the answer (offline,
    /// the source unreachable, within `--max-age`) says how old it is in one line.
    static let recent: TimeInterval = 60 * 60

    /// Whether an answer fetched at `fetchedAt` is ``recent`` as of `now`.
    static func isRecent(_ fetchedAt: Date, now: Date) -> Bool {
        now.timeIntervalSince(fetchedAt) <= recent
    }
}
