import Foundation

/// Brings your watchlist and ratings of TMDB's films and a TMDB account's into step (`movies
/// account sync`), both ways, by what each side changed since the last sync.
///
/// - The first sync merges: what either side holds, both hold; nothing is removed. A film both
///   rated differently takes the later rating where both times are known, else yours; each is
///   named (``AccountSyncPlan/conflicts``).
/// - Later syncs carry what each side added, removed (your tombstones; a film gone from the
///   account's list), rated, rated anew and unrated since. A film rated or watched leaves both
///   watchlists.
/// - The guard (``AccountSyncGuard``) stops a sync that would remove too much of a list, or that
///   would believe an account's list that came back far shorter: nothing is changed, and
///   ``AccountSyncError/guarded(_:)`` says why, unless confirmed.
/// - Resumable: what the sync remembers (``LibrarySchemaV5``) is saved film by film, right after
///   each change the account took, and with each change made to your library in its transaction;
///   a sync stopped at any moment is completed by the next, each film once on each side. A
///   second sync right after changes nothing.
/// - A film you have seen or rated is never put on your watchlist by a sync: on the account's
///   watchlist, it is named (``AccountSyncPlan/seenOnAccountWatchlist``) and stays there, unless
///   taken off (`takingOffSeen`).
/// - A film TMDB refuses ``refusalsBeforeSettingAside`` times in a row is set aside and named.
/// - Films of another source are carried when their IMDb id names a TMDB film (`matcher`), else
///   left out and counted. Ratings keep their exact value both ways.
///
/// Changes made to your library while a sync runs are kept as made, and carried by the next.
public struct AccountSync: Sendable {
    /// How many times in a row TMDB may refuse a film's change before it is set aside: 3.
    public static let refusalsBeforeSettingAside = 3

    private let library: FilmLibrary
    private let account: any AccountLists
    private let matcher: (any IMDbFilmMatching)?
    private let takingOffSeen: Bool

    /// A sync of `library` with `account`; `matcher` finds the TMDB film an IMDb id names (without
    /// it, films not TMDB's are left out). A film you have seen or rated is never put on your
    /// watchlist; on the account's, it stays unless `takingOffSeen` (`--take-off-seen`).
    public init(
        library: FilmLibrary, account: any AccountLists, matcher: (any IMDbFilmMatching)? = nil,
        takingOffSeen: Bool = false
    ) {
        self.library = library
        self.account = account
        self.matcher = matcher
        self.takingOffSeen = takingOffSeen
    }

    /// What a sync would do now (`--dry-run`): the account's lists read, nothing changed on either
    /// side. Throws ``AccountError`` (and an unreachable network) from the account, ``LibraryError``.
    public func plan() async throws -> AccountSyncPlan {
        try await prepare().plan
    }

    /// Syncs: carries the plan out, film by film. Throws ``AccountSyncError/guarded(_:)`` (nothing
    /// changed) when the guard stops the plan and `confirmed` is false (`--yes`); ``AccountError``
    /// and ``LibraryError`` as they come, the films done by then kept done (the next sync goes on).
    /// A film TMDB refuses is named in the report, and the sync goes on with the others.
    ///
    /// One sync of a library at a time (``AccountSyncLock``): while another runs, this one waits
    /// for it or is refused (``AccountSyncError/busy``) as `waiting` says, before reading either side.
    public func run(
        confirmed: Bool = false, waiting: AccountSyncWaiting = .wait
    ) async throws -> AccountSyncReport {
        let lock = try await AccountSyncLock(of: library, waiting: waiting)
        defer { withExtendedLifetime(lock) {} }
        let prepared = try await prepare()
        if !confirmed, !prepared.plan.guardStops.isEmpty {
            throw AccountSyncError.guarded(prepared.plan.guardStops)
        }
        return try await carryOut(prepared, confirmed: confirmed)
    }

    /// Carries `prepared` out, film by film. What was read is stale once another sync has ended
    /// since (the films left are left alone) or has changed a film since (that film is left
    /// alone): each is kept for the next sync, which reads both sides anew. Once done, the guard
    /// counts its removals, or, `confirmed`, starts counting anew from the lists it leaves.
    func carryOut(_ prepared: Prepared, confirmed: Bool = false) async throws -> AccountSyncReport {
        var report = AccountSyncReport(plan: prepared.plan)
        guard try isCurrent(prepared) else {
            report.keptForNextSync = prepared.steps.count
            return report
        }
        try library.saveAccountSync(prepared.settled, matches: prepared.newMatches, ifStill: prepared.memory)
        for (done, step) in prepared.steps.enumerated() {
            guard try isCurrent(prepared) else {
                report.keptForNextSync += prepared.steps.count - done
                return report
            }
            try await AccountSyncStepRun(step: step, library: library, account: account).run(into: &report)
        }
        let tallies = AccountSyncGuard.tallies(
            after: prepared.plan, here: prepared.counts.here, there: prepared.counts.there,
            tallies: prepared.guardTallies, confirmed: confirmed)
        try library.saveAccountSync([], endedAt: library.now(), guardTallies: tallies)
        return report
    }

    /// Whether no sync ended since `prepared` was read.
    private func isCurrent(_ prepared: Prepared) throws(LibraryError) -> Bool {
        try library.accountSyncSnapshotEnd() == prepared.lastSyncAt
    }

    /// When `library` last synced and how many changes of its TMDB films wait for the next sync.
    public static func status(of library: FilmLibrary) throws(LibraryError) -> AccountSyncStatus {
        let snapshot = try library.accountSyncSnapshot()
        var waiting = 0
        var seen: Set<Int> = []
        for entry in snapshot.films {
            guard let id = snapshot.tmdbID(of: entry.film), seen.insert(id).inserted else { continue }
            let memory = snapshot.memory[id]?.here ?? .unknown
            if entry.holding.onWatchlist != memory.wasOnWatchlist { waiting += 1 }
            if memory.ratingChanged(to: entry.holding.rating) { waiting += 1 }
        }
        for (id, record) in snapshot.memory where !seen.contains(id) {
            if record.here.wasOnWatchlist { waiting += 1 }
            if record.here.ratingChanged(to: nil) { waiting += 1 }
        }
        return AccountSyncStatus(lastSync: snapshot.lastSyncAt, changesWaiting: waiting)
    }

    /// A plan read from both sides, ready to be carried out.
    struct Prepared {
        var plan: AccountSyncPlan
        var steps: [AccountSyncStep]
        /// What to remember of films that change nothing.
        var settled: [AccountSyncFilmRecord]
        /// The IMDb ids newly matched.
        var newMatches: [String: Int?]
        /// What the sync remembered of each film when it read both sides.
        var memory: [Int: AccountSyncFilmRecord]
        /// When the last sync had ended when it read them.
        var lastSyncAt: Date?
        /// How many films each side's lists held when it read them.
        var counts: (here: AccountSyncGuard.ListCounts, there: AccountSyncGuard.ListCounts)
        /// What the guard counted when it read them.
        var guardTallies: [AccountSyncGuard.Tally]
    }

    /// The plan, its steps, what to remember of films that change nothing and the IMDb ids newly
    /// matched: both sides read, nothing written.
    func prepare() async throws -> Prepared {
        var snapshot = try library.accountSyncSnapshot()
        let watchlist = try await account.watchlist()
        let ratings = try await account.ratings()
        var newMatches: [String: Int?] = [:]
        if let matcher {
            for imdbID in snapshot.unmatchedIMDbIDs.sorted() {
                let match: Int? = try await matcher.tmdbFilm(imdbID: imdbID)?.tmdbID
                // `.some`: an id TMDB has no film for is remembered as such, not dropped, so it is asked once.
                newMatches[imdbID] = .some(match)
            }
            snapshot.matches.merge(newMatches) { _, new in new }
        }
        let planned = AccountSyncPlanner(
            snapshot: snapshot, watchlist: watchlist, ratings: ratings,
            refusalsBeforeSettingAside: Self.refusalsBeforeSettingAside, takingOffSeen: takingOffSeen
        ).plan()
        return Prepared(
            plan: planned.plan, steps: planned.steps, settled: planned.settled, newMatches: newMatches,
            memory: snapshot.memory, lastSyncAt: snapshot.lastSyncAt, counts: planned.counts,
            guardTallies: snapshot.guardTallies)
    }
}
