import Hummingbird

/// A path under `/3/` that concerns the account, with the method it is asked with:
/// `authentication/token/new`, `authentication/session/new`, `authentication/session`,
/// `account`, `account/{id}/watchlist/movies`, `account/{id}/rated/movies`,
/// `account/{id}/watchlist`, `movie/{id}/rating` and `movie/{id}/account_states`.
enum TMDBAccountRoute: Equatable {
    /// `GET authentication/token/new`.
    case newRequestToken
    /// `POST authentication/session/new {"request_token"}`.
    case newSession
    /// `DELETE authentication/session {"session_id"}`.
    case deleteSession
    /// `GET account`.
    case account
    /// `GET account/{id}/watchlist/movies`.
    case watchlist(account: Substring)
    /// `GET account/{id}/rated/movies`.
    case rated(account: Substring)
    /// `POST account/{id}/watchlist {"media_type","media_id","watchlist"}`.
    case setWatchlist(account: Substring)
    /// `POST movie/{id}/rating {"value"}`.
    case rate(movie: Substring)
    /// `DELETE movie/{id}/rating`.
    case removeRating(movie: Substring)
    /// `GET movie/{id}/account_states`.
    case accountStates(movie: Substring)

    /// The account route of `path` (what follows `/3/`) asked with `method`; `nil` when the
    /// path is no account route at all.
    /// - Throws: ``TMDBFailure/methodNotAllowed`` for an account path asked with another method.
    init?(_ path: Substring, method: HTTPRequest.Method) throws(TMDBFailure) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map { String($0) }
        let route: TMDBAccountRoute
        let expected: HTTPRequest.Method
        switch parts.count {
        case 1 where parts[0] == "account": (route, expected) = (.account, .get)
        case 2 where parts == ["authentication", "session"]: (route, expected) = (.deleteSession, .delete)
        case 3 where parts == ["authentication", "token", "new"]: (route, expected) = (.newRequestToken, .get)
        case 3 where parts == ["authentication", "session", "new"]: (route, expected) = (.newSession, .post)
        case 3 where parts[0] == "account" && parts[2] == "watchlist":
            (route, expected) = (.setWatchlist(account: Substring(parts[1])), .post)
        case 3 where parts[0] == "movie" && parts[2] == "rating":
            route = method == .delete ? .removeRating(movie: Substring(parts[1])) : .rate(movie: Substring(parts[1]))
            expected = method == .delete ? .delete : .post
        case 3 where parts[0] == "movie" && parts[2] == "account_states":
            (route, expected) = (.accountStates(movie: Substring(parts[1])), .get)
        case 4 where parts[0] == "account" && parts[2] == "watchlist" && parts[3] == "movies":
            (route, expected) = (.watchlist(account: Substring(parts[1])), .get)
        case 4 where parts[0] == "account" && parts[2] == "rated" && parts[3] == "movies":
            (route, expected) = (.rated(account: Substring(parts[1])), .get)
        default: return nil
        }
        guard method == expected || (expected == .get && method == .head) else { throw .methodNotAllowed }
        self = route
    }

    /// Whether the route reads one of the account's lists (the watchlist or the ratings).
    var readsList: Bool {
        switch self {
        case .watchlist, .rated: true
        default: false
        }
    }
}
