import Foundation
import Synchronization

/// The one Jellyfin server the fixture keeps: its users, its items (films and episodes), what
/// each user has played, its access tokens and its Quick Connect requests, in memory, shared by
/// every request and changed by a test between two requests.
///
/// Like Jellyfin, it keeps per user and item only whether it is played, how often and the last
/// play's moment: ``play(_:user:at:)`` adds one play, ``markPlayed(_:user:)`` stamps the current
/// time as a person's "mark played" does, ``markUnplayed(_:user:)`` forgets the count and date.
public final class JellyfinFixtureLibrary: Sendable {
    /// A person with a login on the server.
    public struct User: Sendable, Equatable {
        /// The user's id, 32 hex digits as Jellyfin writes them.
        public var id: String
        public var name: String
        var password: String
    }

    /// A film or an episode in the server's library.
    public struct Item: Sendable, Equatable {
        /// The item's id, 32 hex digits.
        public var id: String
        public var name: String
        /// `Movie` or `Episode`.
        public var type: String
        public var year: Int?
        /// The `ProviderIds`, such as `Tmdb` and `Imdb`.
        public var providerIds: [String: String]
    }

    /// What one user has of one item: Jellyfin's `UserData`.
    public struct UserData: Sendable, Equatable {
        public var played = false
        public var playCount = 0
        public var lastPlayedDate: Date?

        public init(played: Bool = false, playCount: Int = 0, lastPlayedDate: Date? = nil) {
            self.played = played
            self.playCount = playCount
            self.lastPlayedDate = lastPlayedDate
        }
    }

    /// Where a Quick Connect request stands.
    struct QuickConnectRequest {
        var code: String
        var userID: String?
        var used = false
    }

    private struct State {
        var users: [User] = []
        var items: [Item] = []
        var userData: [String: [String: UserData]] = [:]
        var tokens: [String: String] = [:]
        var quickConnect: [String: QuickConnectRequest] = [:]
        var serial = 0

        mutating func nextID() -> String {
            serial += 1
            return String(format: "%032x", serial)
        }
    }

    private let state = Mutex(State())
    private let now: @Sendable () -> Date
    /// Whether Quick Connect is on, as `GET /QuickConnect/Enabled` says.
    public let quickConnectEnabled: Bool
    /// How long `GET /QuickConnect/Connect` about a request still waiting for approval is held
    /// for the approval (``waitForApproval(secret:)``).
    public let approvalHold: Duration

    /// - Parameters:
    ///   - quickConnectEnabled: whether the server offers Quick Connect.
    ///   - approvalHold: how long an ask about a waiting Quick Connect request waits for its
    ///     approval before it is answered as not approved yet.
    ///   - now: the clock "mark played" stamps.
    public init(
        quickConnectEnabled: Bool = true, approvalHold: Duration = .seconds(1),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.quickConnectEnabled = quickConnectEnabled
        self.approvalHold = approvalHold
        self.now = now
    }

    // MARK: Users and items

    /// Adds a user who logs in with `password`; returns their id.
    @discardableResult
    public func addUser(_ name: String, password: String) -> String {
        state.withLock { state in
            let id = state.nextID()
            state.users.append(User(id: id, name: name, password: password))
            return id
        }
    }

    /// Adds a film with the given provider ids; returns its id.
    @discardableResult
    public func addFilm(_ name: String, year: Int?, tmdb: Int? = nil, imdb: String? = nil) -> String {
        var ids: [String: String] = [:]
        ids["Tmdb"] = tmdb.map(String.init)
        ids["Imdb"] = imdb
        return addItem(name: name, type: "Movie", year: year, providerIds: ids)
    }

    /// Adds an episode (a played one must never become a viewing); returns its id.
    @discardableResult
    public func addEpisode(_ name: String, year: Int?, tvdb: Int? = nil) -> String {
        var ids: [String: String] = [:]
        ids["Tvdb"] = tvdb.map(String.init)
        return addItem(name: name, type: "Episode", year: year, providerIds: ids)
    }

    private func addItem(name: String, type: String, year: Int?, providerIds: [String: String]) -> String {
        state.withLock { state in
            let id = state.nextID()
            state.items.append(Item(id: id, name: name, type: type, year: year, providerIds: providerIds))
            return id
        }
    }

    /// Every item, in the library's order.
    public var items: [Item] { state.withLock { $0.items } }

    /// The user named `name`, if any.
    public func user(named name: String) -> User? {
        state.withLock { $0.users.first { $0.name == name } }
    }

    /// The user with id `id`, if any.
    func user(id: String) -> User? {
        state.withLock { $0.users.first { $0.id == id } }
    }

    // MARK: Plays

    /// One play of `item` by `user` ending at `moment`: the count grows by one and the last
    /// play's date becomes `moment`.
    public func play(_ item: String, user: String, at moment: Date) {
        change(item, user: user) { data in
            data.played = true
            data.playCount += 1
            data.lastPlayedDate = moment
        }
    }

    /// `user` marks `item` played by hand: Jellyfin counts one more play and stamps the current time.
    public func markPlayed(_ item: String, user: String) {
        let moment = now()
        change(item, user: user) { data in
            data.played = true
            data.playCount += 1
            data.lastPlayedDate = moment
        }
    }

    /// `user` marks `item` unplayed: Jellyfin forgets its count and date.
    public func markUnplayed(_ item: String, user: String) {
        change(item, user: user) { $0 = UserData() }
    }

    private func change(_ item: String, user: String, _ body: (inout UserData) -> Void) {
        state.withLock { state in
            var data = state.userData[user, default: [:]][item, default: UserData()]
            body(&data)
            state.userData[user, default: [:]][item] = data
        }
    }

    /// What `user` has of `item`.
    public func userData(_ item: String, user: String) -> UserData {
        state.withLock { $0.userData[user]?[item] ?? UserData() }
    }

    /// The items of `types` (every type when empty) that `user` has played, in the library's
    /// order, each with its user data.
    func playedItems(user: String, types: Set<String>) -> [(Item, UserData)] {
        state.withLock { state in
            state.items.compactMap { item in
                guard types.isEmpty || types.contains(item.type),
                    let data = state.userData[user]?[item.id], data.played
                else { return nil }
                return (item, data)
            }
        }
    }

    // MARK: Tokens

    /// A new access token for the user with id `userID`.
    func issueToken(userID: String) -> String {
        state.withLock { state in
            let token = state.nextID()
            state.tokens[token] = userID
            return token
        }
    }

    /// The id of the user `token` belongs to; `nil` for a token unknown or revoked.
    public func userID(ofToken token: String) -> String? {
        userID(token: token)
    }

    /// The id of the user `token` belongs to; `nil` for a token unknown or revoked.
    func userID(token: String) -> String? {
        state.withLock { $0.tokens[token] }
    }

    /// Revokes every token, as deleting the devices in Jellyfin's dashboard does: the next
    /// request with any of them gets 401.
    public func revokeTokens() {
        state.withLock { $0.tokens.removeAll() }
    }

    /// How many tokens are valid.
    public var tokenCount: Int { state.withLock { $0.tokens.count } }

    // MARK: Quick Connect

    /// Starts a Quick Connect request: its secret and the six-digit code a person enters.
    func initiateQuickConnect() -> (secret: String, code: String) {
        state.withLock { state in
            let secret = state.nextID() + state.nextID()
            let code = String(format: "%06d", (state.serial * 7_919) % 1_000_000)
            state.quickConnect[secret] = QuickConnectRequest(code: code)
            return (secret, code)
        }
    }

    /// Approves the waiting request whose code is `code` for the user named `userName`, as a
    /// person does in Jellyfin's settings; `false` when no waiting request has that code or no
    /// user that name.
    @discardableResult
    public func approveQuickConnect(code: String, userName: String) -> Bool {
        state.withLock { state in
            guard let user = state.users.first(where: { $0.name == userName }),
                let secret = state.quickConnect.first(where: { $0.value.code == code && $0.value.userID == nil })?.key
            else { return false }
            state.quickConnect[secret]?.userID = user.id
            return true
        }
    }

    /// The codes of the Quick Connect requests still waiting for approval.
    public var waitingQuickConnectCodes: [String] {
        state.withLock { $0.quickConnect.values.filter { $0.userID == nil }.map(\.code).sorted() }
    }

    /// The request of `secret`: `nil` when unknown or used, else whether it is approved.
    func quickConnectState(secret: String) -> (code: String, authenticated: Bool)? {
        state.withLock { state in
            guard let request = state.quickConnect[secret], !request.used else { return nil }
            return (request.code, request.userID != nil)
        }
    }

    /// Returns once the request of `secret` is no longer waiting for approval (approved, used or
    /// unknown), or after ``approvalHold``: a client that asks the moment it shows the code learns
    /// of the approval as the person gives it, not at its next ask, seconds later.
    func waitForApproval(secret: String) async {
        await ApprovalWait.hold(upTo: approvalHold) {
            state.withLock { state in state.quickConnect[secret].map { !$0.used && $0.userID == nil } ?? false }
        }
    }

    /// The user an approved request of `secret` logs in, once; `nil` when not approved, unknown or used.
    func useQuickConnect(secret: String) -> User? {
        state.withLock { state in
            guard let request = state.quickConnect[secret], !request.used, let userID = request.userID else {
                return nil
            }
            state.quickConnect[secret]?.used = true
            return state.users.first { $0.id == userID }
        }
    }
}
