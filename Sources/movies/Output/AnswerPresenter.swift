import Foundation
import MovieKit

/// Shows a person the answers of one call as they come.
///
/// Live (stdout is a terminal and the format is a table): the cached answer at once; then, if the
/// fresh answer reads differently (or what is remarked of it, a footnote), it is drawn in the cached one's place (below it, after
/// "updated:", when the cached one is taller than the screen or something was drawn beside it).
/// Nothing more is said of a refresh that changed nothing, nor of a recent answer
/// (``AnswerAge/recent``), even when the source could not be reached to refresh it; an older one
/// that stands as the answer (offline, within a max age, the API failing) says its age in one
/// line. With `--verbose` every step is said: "cached 3 h ago, refreshing…", then "up to date",
/// or "updated:" and the fresh answer below.
/// Otherwise one answer: the fresh one, or the cached one with a warning when the API failed; a
/// cached answer always says its age on stderr there.
/// An answer shown is a success (exit 0) however the refresh failed, a missing credential included.
/// A recent one (within `--max-age`, or the API's own max age) is the only answer.
struct AnswerPresenter<Value: Sendable> {
    let console: Console
    let policy: CachePolicy
    let isLive: Bool
    let render: (Value) -> String
    /// Why there is no answer when nothing is cached: `--offline`, or the source failed.
    var notCached: (NothingCached) -> CommandFailure = { $0.failure }
    /// What follows the first answer shown, at once (a poster beside it), while the API may
    /// still be answering.
    var afterFirstShown: ((Shown) async -> Void)?
    /// What to say on stderr of an answer as it is shown (where it came from), if anything.
    var remark: (Value) -> String? = { _ in nil }
    /// Whether the remark is said before its answer (whose films these are) rather than after it
    /// (a footnote).
    var remarksFirst = false
    /// Whose answers these are: a source that answers from an import (IMDb's datasets) says how
    /// old the import is (``ImportNote``), not the cache's answer.
    var source = SourceOption.defaultValue.described
    var now: @Sendable () -> Date = { MoviesClock.now() }
    /// Whether each step is said on a terminal too (`--verbose`), not only what a person must know.
    var verbose = false
    /// How a failure of the source is said: which source was asked, where a person may not know it.
    var describe: (MovieServiceError) -> String = { $0.description }

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
        var shownRemark: String?
        var nothingCached = false
        var last: Shown?
        func show(_ value: Value, _ text: String) {
            last = Shown(value: value, row: console.rows?.written ?? 0)
            let remark = remark(value)
            shownRemark = remark
            if remarksFirst, let remark { console.note(remark) }
            console.print(text)
            if !remarksFirst, let remark { console.note(remark) }
        }
        for await result in answers {
            let shownBefore = last != nil
            switch result {
            case .success(.cached(let value, let fetchedAt)):
                let text = render(value)
                cached = (value, text, fetchedAt)
                if policy == .cacheOnly {
                    show(value, text)
                    sayAge("\(sinceCached(fetchedAt)) (offline)", of: fetchedAt)
                } else if isLive {
                    show(value, text)
                    shown = text
                    if verbose { console.note("\(sinceCached(fetchedAt)), refreshing…") }
                }
            case .success(.recent(let value, let fetchedAt)):
                show(value, render(value))
                sayAge(
                    source.answersFromImport
                        ? ImportNote.text(source, importedAt: fetchedAt, now: now())
                        : "\(sinceCached(fetchedAt)), recent enough not to ask the API", of: fetchedAt)
            case .success(.notCached):
                nothingCached = true
                if policy == .cacheOnly {
                    throw notCached(.offline)
                }
            case .success(.fresh(let value, _)):
                let text = render(value)
                if let shown, let first = last {
                    // What was said of the cached answer ("from 21 cached films") goes with it.
                    if text == shown && remark(value) == shownRemark {
                        if verbose { console.note("up to date") }
                    } else {
                        replace(first, with: value, text, show: show)
                    }
                } else {
                    show(value, text)
                }
            case .failure(let error):
                guard let cached, error.allowsCachedAnswer else {
                    if nothingCached && error.isUnreachable { throw notCached(.sourceFailed(error)) }
                    throw CommandFailure(describe(error), status: MoviesExitCode(for: error))
                }
                // Whatever kept it from being refreshed (no network, a failing API, no credential
                // to send), an answer shown is a success: the warning says why and how old it is.
                if shown == nil {
                    show(cached.value, cached.text)
                }
                // On a terminal, a recent answer the source could not be reached to refresh goes
                // without saying, as it does offline; any other failure, or an older answer, is said.
                let quiet =
                    isLive && !verbose && error.isUnreachable && AnswerAge.isRecent(cached.fetchedAt, now: now())
                if !quiet {
                    console.warning(
                        "could not refresh: \(describe(error)); showing the answer \(sinceCached(cached.fetchedAt))")
                }
            }
            if !shownBefore, let last, let afterFirstShown {
                await afterFirstShown(last)
            }
        }
        return last
    }

    /// Shows the fresh answer `text` in place of the one shown `first`: over it, when all of it is
    /// on the screen and nothing was drawn beside it; else below it, after "updated:".
    private func replace(_ first: Shown, with value: Value, _ text: String, show: (Value, String) -> Void) {
        if !verbose, afterFirstShown == nil, console.takesEscapes, let rows = console.rows, let height = rows.height,
            rows.written - first.row < height
        {
            console.erase(rowsAbove: rows.written - first.row)
        } else {
            console.note("updated:")
        }
        show(value, text)
    }

    /// Says `line` of an answer fetched at `fetchedAt` that stands unrefreshed: always off a
    /// terminal or with `--verbose`, else only when the answer is not recent (``AnswerAge``).
    private func sayAge(_ line: String, of fetchedAt: Date) {
        if !isLive || verbose || !AnswerAge.isRecent(fetchedAt, now: now()) {
            console.note(line)
        }
    }

    /// "cached 3 h ago", or "from the cache" for an answer with no age (``Foundation/Date/isAgeless``):
    /// one the cache put together from none of its films.
    private func sinceCached(_ date: Date) -> String {
        date.isAgeless ? "from the cache" : "cached \(Formatting.age(of: date, now: now()))"
    }
}

extension AnswerPresenter {
    /// A presenter as a command's `options` ask: under their cache policy, live when standard
    /// output is a terminal and the format a table, saying each step with `--verbose`.
    init(
        console: Console, options: GlobalOptions, render: @escaping (Value) -> String,
        notCached: @escaping (NothingCached) -> CommandFailure, afterFirstShown: ((Shown) async -> Void)? = nil
    ) {
        self.init(
            console: console, policy: options.cachePolicy,
            isLive: console.isOutputTerminal && options.format == .table, render: render, notCached: notCached,
            afterFirstShown: afterFirstShown, source: options.source.described, verbose: options.verbose,
            describe: AskedSource(options: options).explaining)
    }
}
