import Foundation
import MovieKit

/// Shows a person the answers of one call as they come.
///
/// Live (stdout is a terminal and the format is a table): the cached answer at once, with
/// its age on stderr; then the fresh answer only if it reads differently, else "up to date".
/// Otherwise one answer: the fresh one, or the cached one with a warning when the API failed.
/// An answer shown is a success (exit 0) however the refresh failed, a missing credential included.
/// A cached answer always says its age on stderr. A recent one (within `--max-age`, or the API's
/// own max age) is the only answer.
struct AnswerPresenter<Value: Sendable> {
    let console: Console
    let policy: CachePolicy
    let isLive: Bool
    let render: (Value) -> String
    /// Why there is no answer when `--offline` finds nothing cached.
    var notCached: () -> CommandFailure = { CommandFailure(.notCached) }
    /// What follows the first answer shown, at once (a poster beside it), while the API may
    /// still be answering.
    var afterFirstShown: ((Shown) async -> Void)?
    /// What to say on stderr of an answer as it is shown (where it came from), if anything.
    var remark: (Value) -> String? = { _ in nil }
    /// Whose answers these are: a source that answers from an import (IMDb's datasets) says how
    /// old the import is (``ImportNote``), not the cache's answer.
    var source = SourceOption.defaultValue.described
    var now: @Sendable () -> Date = Date.init

    /// What was shown last, and the terminal row it started on (counted by the console's
    /// ``ScreenRows``; 0 when it counts none).
    struct Shown {
        let value: Value
        let row: Int
    }

    /// Presents `answers`, and returns the answer shown last; throws a ``CommandFailure`` when
    /// no answer could be shown.
    @discardableResult
    func present(
        _ answers: some AsyncSequence<MovieServiceResult<Value>, Never>
    ) async throws(CommandFailure) -> Shown? {
        var cached: (value: Value, text: String, fetchedAt: Date)?
        var shown: String?
        var last: Shown?
        func show(_ value: Value, _ text: String) {
            last = Shown(value: value, row: console.rows?.written ?? 0)
            console.print(text)
            if let remark = remark(value) { console.note(remark) }
        }
        for await result in answers {
            let shownBefore = last != nil
            switch result {
            case .success(.cached(let value, let fetchedAt)):
                let text = render(value)
                cached = (value, text, fetchedAt)
                if policy == .cacheOnly {
                    show(value, text)
                    console.note("cached \(age(fetchedAt)) (offline)")
                } else if isLive {
                    show(value, text)
                    shown = text
                    console.note("cached \(age(fetchedAt)), refreshing…")
                }
            case .success(.recent(let value, let fetchedAt)):
                show(value, render(value))
                console.note(
                    source.answersFromImport
                        ? ImportNote.text(source, importedAt: fetchedAt, now: now())
                        : "cached \(age(fetchedAt)), recent enough not to ask the API")
            case .success(.notCached):
                if policy == .cacheOnly {
                    throw notCached()
                }
            case .success(.fresh(let value, _)):
                let text = render(value)
                if let shown {
                    if text == shown {
                        console.note("up to date")
                    } else {
                        console.note("updated:")
                        show(value, text)
                    }
                } else {
                    show(value, text)
                }
            case .failure(let error):
                guard let cached, error.allowsCachedAnswer else { throw CommandFailure(error) }
                // Whatever kept it from being refreshed (no network, a failing API, no credential
                // to send), an answer shown is a success: the warning says why and how old it is.
                if shown == nil {
                    show(cached.value, cached.text)
                }
                console.warning("could not refresh: \(error); showing the answer cached \(age(cached.fetchedAt))")
            }
            if !shownBefore, let last, let afterFirstShown {
                await afterFirstShown(last)
            }
        }
        return last
    }

    private func age(_ date: Date) -> String {
        Formatting.age(of: date, now: now())
    }
}

extension AnswerPresenter {
    /// A presenter as a command's `options` ask: under their cache policy, live when standard
    /// output is a terminal and the format a table.
    init(
        console: Console, options: GlobalOptions, render: @escaping (Value) -> String,
        notCached: @escaping () -> CommandFailure, afterFirstShown: ((Shown) async -> Void)? = nil
    ) {
        self.init(
            console: console, policy: options.cachePolicy,
            isLive: console.isOutputTerminal && options.format == .table, render: render, notCached: notCached,
            afterFirstShown: afterFirstShown, source: options.source.described)
    }
}
