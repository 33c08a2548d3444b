import Foundation
import Synchronization

/// The one Plex server the fixture keeps: its accounts, its items (films and episodes), every
/// play of them as Plex's history keeps it (each with its own moment and key), its tokens and
/// plex.tv's PINs, in memory, shared by every request and changed by a test between two requests.
public final class PlexFixtureLibrary: Sendable {
    /// An account of the server: the owner's id is 1.
    public struct Account: Sendable, Equatable {
        public var id: Int
        public var name: String
    }

    /// A film or an episode in the server's library.
    public struct Item: Sendable, Equatable {
        /// Its `ratingKey`.
        public var ratingKey: String
        public var title: String
        /// `movie` or `episode`.
        public var type: String
        public var year: Int?
        /// Its Guids, such as `tmdb://100001` and `imdb://tt9100001`.
        public var guids: [String]
    }

    /// One entry of the history.
    public struct Play: Sendable, Equatable {
        /// Its key's number (`/status/sessions/history/N`).
        public var number: Int
        public var ratingKey: String
        public var accountID: Int
        public var viewedAt: Date
    }

    /// A PIN plex.tv handed out, and its token once a person approved it.
    struct PIN {
        var code: String
        var token: String?
    }

    private struct State {
        var accounts: [Account] = []
        var items: [Item] = []
        var plays: [Play] = []
        var tokens: Set<String> = []
        var pins: [Int: PIN] = [:]
        var serial = 0
        var pagesAnswered = 0

        mutating func next() -> Int {
            serial += 1
            return serial
        }
    }

    private let state = Mutex(State())
    /// How long `GET /api/v2/pins/{id}` about a PIN still waiting for approval is held for the
    /// approval (``waitForApproval(ofPIN:)``).
    public let approvalHold: Duration

    /// - Parameter approvalHold: how long an ask about a waiting PIN waits for its approval
    ///   before it is answered with no token yet.
    public init(approvalHold: Duration = .seconds(1)) {
        self.approvalHold = approvalHold
    }

    // MARK: Accounts and items

    /// Adds account `name`; the first added is the owner (id 1). Returns its id.
    @discardableResult
    public func addAccount(_ name: String) -> Int {
        state.withLock { state in
            let id = state.accounts.count + 1
            state.accounts.append(Account(id: id, name: name))
            return id
        }
    }

    /// Adds a film known by `tmdb` and `imdb`; returns its `ratingKey`.
    @discardableResult
    public func addFilm(_ title: String, year: Int?, tmdb: Int? = nil, imdb: String? = nil) -> String {
        addItem(
            title, type: "movie", year: year,
            guids: [tmdb.map { "tmdb://\($0)" }, imdb.map { "imdb://\($0)" }].compactMap { $0 })
    }

    /// Adds an episode; returns its `ratingKey`.
    @discardableResult
    public func addEpisode(_ title: String, year: Int?, tvdb: Int? = nil) -> String {
        addItem(title, type: "episode", year: year, guids: [tvdb.map { "tvdb://\($0)" }].compactMap { $0 })
    }

    private func addItem(_ title: String, type: String, year: Int?, guids: [String]) -> String {
        state.withLock { state in
            let key = String(state.next() + 100)
            state.items.append(Item(ratingKey: key, title: title, type: type, year: year, guids: guids))
            return key
        }
    }

    public var accounts: [Account] { state.withLock { $0.accounts } }
    public var items: [Item] { state.withLock { $0.items } }

    /// The account named `name`.
    public func account(named name: String) -> Account? {
        accounts.first { $0.name == name }
    }

    // MARK: Plays

    /// Adds a play of `ratingKey` by `account` at `moment`, as the history keeps it.
    public func play(_ ratingKey: String, account: Int, at moment: Date) {
        state.withLock { state in
            state.plays.append(Play(number: state.next(), ratingKey: ratingKey, accountID: account, viewedAt: moment))
        }
    }

    /// The history, newest first, of `account` (of every account when `nil`), with each play's item.
    func history(account: Int?) -> [(Play, Item)] {
        state.withLock { state in
            let items = Dictionary(state.items.map { ($0.ratingKey, $0) }) { first, _ in first }
            return state.plays.filter { account == nil || $0.accountID == account }
                .sorted { ($0.viewedAt, $0.number) > ($1.viewedAt, $1.number) }
                .compactMap { play in items[play.ratingKey].map { (play, $0) } }
        }
    }

    /// How many pages of films or plays the server answered: a test's sign of how far a client read.
    public var pagesAnswered: Int { state.withLock { $0.pagesAnswered } }

    /// Counts one more page answered.
    func answeredPage() {
        state.withLock { $0.pagesAnswered += 1 }
    }

    // MARK: Tokens and PINs

    /// A new token the server accepts.
    public func issueToken() -> String {
        state.withLock { state in
            let token = String(format: "plex-token-%08d", state.next())
            state.tokens.insert(token)
            return token
        }
    }

    /// Whether the server accepts `token`.
    func accepts(_ token: String) -> Bool {
        state.withLock { $0.tokens.contains(token) }
    }

    /// How many tokens the server accepts.
    public var tokenCount: Int { state.withLock { $0.tokens.count } }

    /// Revokes every token, as signing out every device does.
    public func revokeTokens() {
        state.withLock { $0.tokens.removeAll() }
    }

    /// A new PIN: its id and code.
    func createPIN() -> (id: Int, code: String) {
        state.withLock { state in
            let id = state.next() + 5000
            let code = String(format: "pin%05d", id)
            state.pins[id] = PIN(code: code)
            return (id, code)
        }
    }

    /// The PIN of `id`: its code and token, if approved.
    func pin(_ id: Int) -> (code: String, token: String?)? {
        state.withLock { state in state.pins[id].map { ($0.code, $0.token) } }
    }

    /// Returns once the PIN of `id` is no longer waiting for approval (approved or unknown), or
    /// after ``approvalHold``: a client that asks the moment it shows the approval page learns of
    /// the approval as the person gives it, not at its next ask, seconds later.
    func waitForApproval(ofPIN id: Int) async {
        await ApprovalWait.hold(upTo: approvalHold) {
            state.withLock { state in state.pins[id].map { $0.token == nil } ?? false }
        }
    }

    /// Approves the PIN with `code`, as a person signed in at app.plex.tv does; `false` for no such PIN.
    public func approvePIN(code: String) -> Bool {
        let token = issueToken()
        return state.withLock { state in
            guard let id = state.pins.first(where: { $0.value.code == code && $0.value.token == nil })?.key else {
                state.tokens.remove(token)
                return false
            }
            state.pins[id]?.token = token
            return true
        }
    }
}
