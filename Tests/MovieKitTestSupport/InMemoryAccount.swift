import Foundation
import MovieKit

/// A TMDB account held in memory (``AccountLists``): a watchlist and ratings that a test sets up
/// and reads back in the domain's words, counting what a sync read and wrote. It can refuse chosen
/// films, as TMDB refuses a change (``AccountError/refused(tmdbID:status:message:)``), give up after
/// a number of writes (a sync cut off), or come back with its watchlist empty (a list not to believe).
public actor InMemoryAccount: AccountLists {
    /// A change a sync sent.
    public enum Write: Sendable, Hashable {
        case watchlist(Int, on: Bool)
        case rate(Int, Double)
        case unrate(Int)
    }

    private var onWatchlist: [Int: AccountFilm] = [:]
    private var rated: [Int: AccountRating] = [:]
    private var titles: [Int: AccountFilm] = [:]
    private var refusing: Set<Int> = []
    private var writesBeforeCutOff: Int?
    private var cutOffTakesTheLast = false
    private var watchlistComesBackEmpty = false
    private var latency: Duration = .zero
    private var readLatency: Duration = .zero
    private var pageSize: Int?
    /// Every change taken, in order.
    public private(set) var writes: [Write] = []
    /// How many times a list was read.
    public private(set) var reads = 0

    public init() {}

    // MARK: Setting up, as a person would on TMDB's website

    /// Puts `film` on the watchlist.
    public func putOnWatchlist(_ film: AccountFilm) {
        titles[film.tmdbID] = film
        onWatchlist[film.tmdbID] = film
    }

    /// Takes film `id` off the watchlist.
    public func takeOffWatchlist(_ id: Int) { onWatchlist[id] = nil }

    /// Rates `film` `value`, at `ratedAt` when TMDB would say.
    public func give(_ film: AccountFilm, _ value: Double, at ratedAt: Date? = nil) {
        titles[film.tmdbID] = film
        rated[film.tmdbID] = AccountRating(of: film, value: value, ratedAt: ratedAt)
    }

    /// Takes film `id`'s rating away.
    public func unrate(_ id: Int) { rated[id] = nil }

    /// Refuses every change of film `id` from now on (`true`), or takes them again.
    public func refuse(_ id: Int, _ refusing: Bool = true) {
        if refusing { self.refusing.insert(id) } else { self.refusing.remove(id) }
    }

    /// Takes `count` more changes, then answers every later one as unreachable (`nil`: no end);
    /// `takingTheLast`, the first of those is taken all the same, its answer lost on the way.
    public func cutOff(after count: Int?, takingTheLast: Bool = false) {
        writesBeforeCutOff = count
        cutOffTakesTheLast = takingTheLast
    }

    /// Answers its watchlist empty (`true`), as a broken page would, or as it is.
    public func answerWatchlistEmpty(_ empty: Bool = true) { watchlistComesBackEmpty = empty }

    /// Answers every change after `latency` and every page of a list after `readLatency`, as TMDB
    /// over a network does, so that syncs running at once interleave; with `pageSize`, a list is
    /// read in pages of that many films, each page cut from the list as it is when it is read (as
    /// TMDB's are: a film taken off meanwhile moves the later ones up a page).
    public func answer(after latency: Duration, reads readLatency: Duration? = nil, pageSize: Int? = nil) {
        self.latency = latency
        self.readLatency = readLatency ?? latency
        self.pageSize = pageSize
    }

    /// Forgets the changes and reads counted so far.
    public func forgetCounts() {
        writes = []
        reads = 0
    }

    // MARK: Reading back

    /// The ids of the films on the watchlist, in order.
    public var watchlistIDs: [Int] { onWatchlist.keys.sorted() }

    /// Each rated film's id and value.
    public var ratingValues: [Int: Double] { rated.mapValues(\.value) }

    // MARK: AccountLists

    public func watchlist() async throws -> [AccountFilm] {
        reads += 1
        return try await pages { account in
            account.watchlistComesBackEmpty
                ? [] : account.onWatchlist.keys.sorted().compactMap { account.onWatchlist[$0] }
        }
    }

    public func ratings() async throws -> [AccountRating] {
        reads += 1
        return try await pages { account in account.rated.keys.sorted().compactMap { account.rated[$0] } }
    }

    /// The list `current` says, page after page, each page waited for and cut from it as it is then.
    private func pages<Entry>(_ current: (isolated InMemoryAccount) -> [Entry]) async throws -> [Entry] {
        guard let pageSize else {
            try await wait(readLatency)
            return current(self)
        }
        var entries: [Entry] = []
        var page = 0
        while true {
            try await wait(readLatency)
            let list = current(self)
            guard page * pageSize < list.count else { return entries }
            entries += list[(page * pageSize)..<min(list.count, (page + 1) * pageSize)]
            page += 1
        }
    }

    public func setWatchlist(tmdbID: Int, on: Bool) async throws {
        try await wait()
        try take(tmdbID) {
            onWatchlist[tmdbID] = on ? film(tmdbID) : nil
            writes.append(.watchlist(tmdbID, on: on))
        }
    }

    public func rate(tmdbID: Int, value: Double) async throws {
        guard (0.5...10).contains(value), (value * 2).rounded() == value * 2 else {
            throw AccountError.refused(
                tmdbID: tmdbID, status: 400, message: "Value invalid: Values must be a multiple of 0.50.")
        }
        try await wait()
        try take(tmdbID) {
            rated[tmdbID] = AccountRating(of: film(tmdbID), value: value, ratedAt: Date())
            writes.append(.rate(tmdbID, value))
        }
    }

    public func removeRating(tmdbID: Int) async throws {
        try await wait()
        try take(tmdbID) {
            rated[tmdbID] = nil
            writes.append(.unrate(tmdbID))
        }
    }

    /// Waits `latency` (the latency of a change unless told), if any.
    private func wait(_ latency: Duration? = nil) async throws {
        let latency = latency ?? self.latency
        if latency > .zero { try await Task.sleep(for: latency) }
    }

    /// Makes `change` unless film `id` is refused or the account is cut off.
    private func take(_ id: Int, _ change: () -> Void) throws {
        if refusing.contains(id) {
            throw AccountError.refused(tmdbID: id, status: 403, message: "This resource cannot be changed.")
        }
        if let left = writesBeforeCutOff {
            guard left > 0 else {
                if cutOffTakesTheLast {
                    cutOffTakesTheLast = false
                    change()
                }
                throw AccountError.unreachable
            }
            writesBeforeCutOff = left - 1
        }
        change()
    }

    private func film(_ id: Int) -> AccountFilm { titles[id] ?? AccountFilm(tmdb: id, title: "Film \(id)") }
}

/// TMDB's `find` held in memory: IMDb ids and the TMDB films they name, counting the questions.
public actor InMemoryIMDbMatcher: IMDbFilmMatching {
    private let films: [String: AccountFilm]
    /// How many times it was asked.
    public private(set) var questions = 0

    public init(_ films: [String: AccountFilm]) { self.films = films }

    public func tmdbFilm(imdbID: String) async throws -> AccountFilm? {
        questions += 1
        return films[imdbID]
    }
}
