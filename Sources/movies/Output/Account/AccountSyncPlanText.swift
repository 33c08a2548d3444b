import MovieKit

/// A sync's plan as `movies account sync --dry-run` prints it: per side, the films to add, to
/// remove, to rate and to unrate, each named; the conflicts and which rating wins; the films set
/// aside and left out; what the guard would stop.
///
/// ```
/// Your TMDB account: 1 to add, 1 to rate
///   to add: Arrival (2016)
///   to rate: Dune (2021) 7.5
/// Your library: nothing to change
/// conflicts: 1
///   Heat (1995): yours 6, the account's 8: 8 wins, the later change
/// ```
struct AccountSyncPlanText {
    let plan: AccountSyncPlan
    /// How many films a line names before it counts the rest.
    static let namedAtMost = 10

    var lines: [String] {
        var lines = Self.side("Your TMDB account", plan.account) + Self.side("Your library", plan.library)
        if !plan.conflicts.isEmpty {
            lines.append("conflicts: \(plan.conflicts.count)")
            lines += plan.conflicts.map { "  " + Self.conflict($0) }
        }
        lines += Self.notes(plan)
        if !plan.removalsSinceConfirmed.isEmpty {
            lines.append(
                "removed since the last sync you confirmed, which the guard counts: "
                    + plan.removalsSinceConfirmed.map(Self.tally).joined(separator: "; "))
        }
        lines += plan.guardStops.map { "stopped by the guard: \($0)" }
        return lines
    }

    /// The lines of one side: a line of counts, then the films of each change.
    static func side(_ name: String, _ changes: AccountSyncChanges) -> [String] {
        let kinds: [(String, [String])] = [
            ("to add", changes.watchlistAdds.map(film)), ("to remove", changes.watchlistRemovals.map(film)),
            ("to rate", changes.ratings.map(rated)), ("to unrate", changes.unratings.map(film)),
        ].filter { !$0.1.isEmpty }
        guard !kinds.isEmpty else { return ["\(name): nothing to change"] }
        return ["\(name): " + kinds.map { "\($0.1.count) \($0.0)" }.joined(separator: ", ")]
            + kinds.map { "  \($0.0): \(named($0.1))" }
    }

    /// The lines about films seen here on the account's watchlist, set aside, left out and
    /// matched by IMDb id.
    static func notes(_ plan: AccountSyncPlan) -> [String] {
        var lines: [String] = []
        if !plan.seenOnAccountWatchlist.isEmpty {
            let takenOff = Set(plan.account.watchlistRemovals.map(\.tmdbID))
            let fate =
                plan.seenOnAccountWatchlist.allSatisfy { takenOff.contains($0.tmdbID) }
                ? "not put on yours, taken off the account's"
                : "not put on yours, kept on the account's (--take-off-seen takes them off)"
            lines.append(
                "on your account's watchlist, seen here (\(fate)): " + named(plan.seenOnAccountWatchlist.map(film)))
        }
        if !plan.setAside.isEmpty {
            lines.append(
                "set aside, refused by TMDB \(AccountSync.refusalsBeforeSettingAside) times: "
                    + named(plan.setAside.map(film)))
        }
        if plan.matchedByIMDbID > 0 {
            lines.append("\(counted(plan.matchedByIMDbID, "film")) of IMDb's carried as TMDB's by their IMDb id")
        }
        if plan.leftOut > 0 {
            lines.append("left out \(counted(plan.leftOut, "film")) that TMDB does not know by id")
        }
        return lines
    }

    /// "4 of the 23 films of your TMDB account's watchlist".
    static func tally(_ tally: AccountSyncGuard.Tally) -> String {
        let list = tally.list == .watchlist ? "watchlist" : "ratings"
        let what = tally.list == .watchlist ? "films" : "ratings"
        return "\(tally.removedSince) of the \(tally.heldAtBaseline) \(what) of "
            + "\(tally.side == .account ? "your TMDB account's" : "your") \(list)"
    }

    /// "Heat (1995): yours 6, the account's 8: 8 wins, the later change".
    static func conflict(_ conflict: AccountSyncConflict) -> String {
        let winner = conflict.winner == .library ? conflict.yours : conflict.account
        let why = conflict.reason == .later ? "the later change" : "yours, the account's time being unknown"
        return "\(film(conflict.film)): yours \(rating(conflict.yours)), the account's \(rating(conflict.account)): "
            + "\(winner.map { "\($0) wins" } ?? "none wins"), \(why)"
    }

    /// "Arrival (2016)", made safe to show.
    static func film(_ film: AccountFilm) -> String {
        TerminalText.safe(film.title) + (film.year.map { " (\($0))" } ?? "")
    }

    private static func rated(_ rating: AccountSyncRating) -> String {
        "\(film(rating.film)) \(rating.rating)" + (rating.was.map { ", was \($0)" } ?? "")
    }

    private static func rating(_ rating: YourRating?) -> String { rating.map(\.description) ?? "none" }

    /// "1 film", "2 films".
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

    /// The first names and how many more.
    static func named(_ names: [String]) -> String {
        var text = names.prefix(namedAtMost).joined(separator: "; ")
        if names.count > namedAtMost { text += " and \(names.count - namedAtMost) more" }
        return text
    }
}
