import Foundation
import Synchronization

/// The one TMDB account the fixture server keeps: its request tokens, sessions, watchlist and
/// ratings, in memory, shared by every request (and readable by a test in the same process).
///
/// A request token lives ``TMDBServerSettings/requestTokenLifetime`` and becomes a session once
/// approved (``approve(requestToken:)``, what a person does in TMDB's website); a request for the
/// session of a token still waiting is answered once it is approved, or after ``approvalHold``
/// at most (``waitForApproval(of:)``); a session lives until it is deleted or ``endSessions()``
/// ends them all. Lists keep the order films were put
/// on them.
public final class TMDBFixtureAccount: Sendable {
    /// The account's id, as `GET /3/account` gives it.
    public static let id = 22_110_044
    /// The account's username.
    public static let username = "fixture-viewer"

    /// What became of one request token.
    enum TokenState: Equatable {
        case waiting
        case approved
        case used
    }

    /// Why a request token gives no session.
    enum SessionRefusal: Error, Equatable {
        /// Not approved yet (TMDB's code 17).
        case notApproved
        /// Unknown, expired or already used (code 33).
        case invalidToken
    }

    /// A film on a list: its id, what it was given (a rating's value), and when it was put there.
    struct Entry: Equatable {
        var movieID: Int
        var value: Double?
        var order: Int
        var createdAt: Date
    }

    private struct Token {
        var state: TokenState
        var expiresAt: Date
    }

    private struct State {
        var tokens: [String: Token] = [:]
        var sessions: Set<String> = []
        var watchlist: [Int: Entry] = [:]
        var ratings: [Int: Entry] = [:]
        var order = 0

        mutating func nextOrder() -> Int {
            order += 1
            return order
        }
    }

    private let state = Mutex(State())
    /// Holds a read of the watchlist or the ratings until a test lets it go on.
    public let readHold = TMDBAccountReadHold()
    private let tokenLifetime: TimeInterval
    /// How long a request for the session of a token still waiting for approval is held.
    public let approvalHold: Duration
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - tokenLifetime: how long a request token may wait for approval.
    ///   - approvalHold: how long a request for a waiting token's session waits for its approval
    ///     before it is refused as not approved yet (TMDB's code 17).
    ///   - now: the wall clock tokens expire by.
    public init(
        tokenLifetime: TimeInterval = 3600, approvalHold: Duration = .seconds(1),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.tokenLifetime = tokenLifetime
        self.approvalHold = approvalHold
        self.now = now
    }

    /// The films on the watchlist, in the order they were put there.
    public var watchlist: [Int] {
        state.withLock { $0.watchlist.values.sorted { $0.order < $1.order }.map(\.movieID) }
    }

    /// The films rated and their values.
    public var ratings: [Int: Double] {
        state.withLock { $0.ratings.compactMapValues(\.value) }
    }

    /// How many sessions are open.
    public var openSessions: Int {
        state.withLock { $0.sessions.count }
    }

    /// Replaces both lists: `watchlist` in that order, `ratings` by id.
    public func seed(watchlist: [Int], ratings: [Int: Double]) {
        state.withLock { state in
            state.watchlist = [:]
            state.ratings = [:]
            let stamp = now()
            for id in watchlist where state.watchlist[id] == nil {
                state.watchlist[id] = Entry(movieID: id, value: nil, order: state.nextOrder(), createdAt: stamp)
            }
            for (id, value) in ratings.sorted(by: { $0.key < $1.key }) {
                state.ratings[id] = Entry(movieID: id, value: value, order: state.nextOrder(), createdAt: stamp)
            }
        }
    }

    /// Ends every open session, as logging out everywhere on TMDB's website does: their next
    /// requests are refused with code 3.
    public func endSessions() {
        state.withLock { $0.sessions.removeAll() }
    }

    /// Approves `requestToken`, as a person does on TMDB's website; `false` for a token that is
    /// unknown, expired or used.
    @discardableResult
    public func approve(requestToken: String) -> Bool {
        state.withLock { state in
            guard let token = state.tokens[requestToken], token.state != .used, token.expiresAt > now() else {
                return false
            }
            state.tokens[requestToken]?.state = .approved
            return true
        }
    }

    /// A new request token and when it expires.
    func newRequestToken() -> (token: String, expiresAt: Date) {
        let token = Self.randomHex()
        let expiresAt = now().addingTimeInterval(tokenLifetime)
        state.withLock { $0.tokens[token] = Token(state: .waiting, expiresAt: expiresAt) }
        return (token, expiresAt)
    }

    /// Returns once `requestToken` is no longer waiting for approval (approved, used, expired or
    /// unknown), or after ``approvalHold``: a client that asks for its session the moment it
    /// shows the approval URL gets it as the person approves, not at its next ask, seconds later.
    func waitForApproval(of requestToken: String) async {
        await ApprovalWait.hold(upTo: approvalHold) { isWaitingForApproval(requestToken) }
    }

    private func isWaitingForApproval(_ requestToken: String) -> Bool {
        let now = now()
        return state.withLock { state in
            guard let token = state.tokens[requestToken] else { return false }
            return token.state == .waiting && token.expiresAt > now
        }
    }

    /// A session for an approved `requestToken`, which is used up.
    func newSession(requestToken: String) throws(SessionRefusal) -> String {
        let now = now()
        let result: Result<String, SessionRefusal> = state.withLock { state in
            guard let token = state.tokens[requestToken], token.expiresAt > now, token.state != .used else {
                return .failure(.invalidToken)
            }
            guard token.state == .approved else { return .failure(.notApproved) }
            state.tokens[requestToken]?.state = .used
            let session = Self.randomHex()
            state.sessions.insert(session)
            return .success(session)
        }
        return try result.get()
    }

    /// Ends `session`; `false` when it was not open.
    func deleteSession(_ session: String) -> Bool {
        state.withLock { $0.sessions.remove(session) != nil }
    }

    /// Whether `session` is open.
    func isOpen(_ session: String) -> Bool {
        state.withLock { $0.sessions.contains(session) }
    }

    /// The watchlist's entries, oldest first.
    func watchlistEntries() -> [Entry] {
        state.withLock { $0.watchlist.values.sorted { $0.order < $1.order } }
    }

    /// The ratings' entries, oldest first.
    func ratingEntries() -> [Entry] {
        state.withLock { $0.ratings.values.sorted { $0.order < $1.order } }
    }

    /// Puts `movieID` on the watchlist or takes it off; whether it was there before.
    func setWatchlist(_ movieID: Int, on: Bool) -> Bool {
        let stamp = now()
        return state.withLock { state in
            let wasThere = state.watchlist[movieID] != nil
            if on, !wasThere {
                state.watchlist[movieID] = Entry(
                    movieID: movieID, value: nil, order: state.nextOrder(), createdAt: stamp)
            } else if !on {
                state.watchlist[movieID] = nil
            }
            return wasThere
        }
    }

    /// Rates `movieID`; whether it had a rating before.
    func rate(_ movieID: Int, value: Double) -> Bool {
        let stamp = now()
        return state.withLock { state in
            let had = state.ratings[movieID] != nil
            state.ratings[movieID] = Entry(movieID: movieID, value: value, order: state.nextOrder(), createdAt: stamp)
            return had
        }
    }

    /// Takes `movieID`'s rating away.
    func removeRating(_ movieID: Int) {
        state.withLock { $0.ratings[movieID] = nil }
    }

    /// What the account holds of `movieID`: its rating, and whether it is on the watchlist.
    func states(of movieID: Int) -> (rating: Double?, onWatchlist: Bool) {
        state.withLock { ($0.ratings[movieID]?.value, $0.watchlist[movieID] != nil) }
    }

    private static func randomHex() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<5).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined().prefix(40)
            .description
    }
}
