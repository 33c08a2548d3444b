import Foundation
import Hummingbird

extension TMDBResponder {
    /// The largest request body an account route reads.
    static let accountBodyLimit = 64 * 1024

    /// The answer to an account route (``TMDBAccountRoute``), as TMDB's API v3 gives it: every
    /// route but the request token's and the session's needs an open `session_id`, else 401 code 3.
    func answer(
        _ route: TMDBAccountRoute, to request: Request, body: Data
    ) throws(TMDBFailure) -> Response {
        let parameters = request.uri.queryParameters
        switch route {
        case .newRequestToken:
            let (token, expiresAt) = account.newRequestToken()
            return Self.json(
                TMDBWire.RequestToken(success: true, expiresAt: Self.expiryText(expiresAt), requestToken: token))
        case .newSession:
            guard let token = Self.requestToken(in: body) else { throw .invalidParameters }
            do {
                return Self.json(
                    TMDBWire.Session(success: true, sessionID: try account.newSession(requestToken: token)))
            } catch .notApproved {
                throw .sessionDenied
            } catch {
                throw .invalidRequestToken
            }
        case .deleteSession:
            guard let session = Self.decoded(SessionBody.self, from: body)?.sessionID else { throw .invalidParameters }
            guard account.deleteSession(session) else { throw .invalidID }
            return Self.json(["success": true])
        default:
            guard let session = parameters["session_id"], account.isOpen(String(session)) else {
                throw .sessionRefused
            }
            return try answerInSession(route, parameters: parameters, body: body)
        }
    }

    private func answerInSession(
        _ route: TMDBAccountRoute, parameters: Parameters, body: Data
    ) throws(TMDBFailure) -> Response {
        switch route {
        case .account:
            return Self.json(
                TMDBWire.Account(
                    id: TMDBFixtureAccount.id, username: TMDBFixtureAccount.username, name: "", includeAdult: false,
                    language: "en", country: "US"))
        case .watchlist(let id), .rated(let id):
            try Self.check(accountID: id)
            let entries = route == .watchlist(account: id) ? account.watchlistEntries() : account.ratingEntries()
            return try list(entries, parameters: parameters)
        case .setWatchlist(let id):
            try Self.check(accountID: id)
            guard let change = Self.decoded(WatchlistBody.self, from: body), change.mediaType == "movie" else {
                throw .invalidParameters
            }
            try checkFilm(change.mediaID)
            let on = change.watchlist
            let wasThere = account.setWatchlist(change.mediaID, on: on)
            return on ? Self.written(wasThere ? 12 : 1) : Self.written(13)
        case .rate(let movie):
            let movieID = try checkFilm(movie)
            guard let value = Self.decoded(RatingBody.self, from: body)?.value else { throw .invalidParameters }
            guard (0.5...10).contains(value), (value * 2).rounded() == value * 2 else { throw .invalidRating }
            return Self.written(account.rate(movieID, value: value) ? 12 : 1)
        case .removeRating(let movie):
            account.removeRating(try checkFilm(movie))
            return Self.written(13)
        case .accountStates(let movie):
            let movieID = try checkFilm(movie)
            let states = account.states(of: movieID)
            return Self.json(
                TMDBWire.AccountStates(
                    id: movieID, favorite: false, rating: states.rating, watchlist: states.onWatchlist))
        case .newRequestToken, .newSession, .deleteSession:
            throw .notFound
        }
    }

    /// A page of `entries` (`page`, 20 a page), in `sort_by`'s order (`created_at.asc`, the
    /// default, or `created_at.desc`), each film as lists show it, with `rating` when it has one.
    private func list(_ entries: [TMDBFixtureAccount.Entry], parameters: Parameters) throws(TMDBFailure) -> Response {
        let page = try TMDBPaging.page(parameters)
        var ordered = entries
        switch parameters["sort_by"] {
        case nil, "created_at.asc": break
        case "created_at.desc": ordered.reverse()
        default: throw .invalidParameters
        }
        let catalogue = settings.catalogue.encoded
        let positions = ordered.compactMap { entry in catalogue.positionsByID[entry.movieID].map { (entry, $0) } }
        let body = TMDBPaging.body(page: page, count: positions.count) { index in
            let (entry, position) = positions[index]
            var item = catalogue.listEntry(at: position)
            guard let value = entry.value else { return item }
            item = item.dropLast()
            item.append(contentsOf: Array(",\"rating\":\(Self.ratingText(value))}".utf8))
            return item
        }
        return .tmdbJSON(body, status: .ok)
    }

    /// The film of `id`, which must be one of the catalogue's, else 404 code 34.
    @discardableResult
    private func checkFilm(_ id: Substring) throws(TMDBFailure) -> Int {
        guard let movieID = Int(id) else { throw .notFound }
        try checkFilm(movieID)
        return movieID
    }

    private func checkFilm(_ movieID: Int) throws(TMDBFailure) {
        guard settings.catalogue.encoded.positionsByID[movieID] != nil else { throw .notFound }
    }

    private static func check(accountID: Substring) throws(TMDBFailure) {
        guard Int(accountID) == TMDBFixtureAccount.id else { throw .notFound }
    }

    /// A write's answer: 201 with code 1 (added) or 12 (updated), 200 with 13 (deleted).
    private static func written(_ code: Int) -> Response {
        let message =
            switch code {
            case 1: "Success."
            case 12: "The item/record was updated successfully."
            default: "The item/record was deleted successfully."
            }
        return .tmdbJSON(
            TMDBJSON.encode(TMDBWire.Status(statusCode: code, statusMessage: message, success: true)),
            status: code == 13 ? .ok : .created)
    }

    private static func json(_ value: some Encodable) -> Response {
        .tmdbJSON(TMDBJSON.encode(value), status: .ok)
    }

    /// The `request_token` of a body asking for a session, or `nil` when it names none.
    static func requestToken(in body: Data) -> String? {
        decoded(TokenBody.self, from: body)?.requestToken
    }

    /// `body` read as `T`, or `nil` when it is not one.
    private static func decoded<T: Decodable>(_ type: T.Type, from body: Data) -> T? {
        try? JSONDecoder().decode(type, from: body)
    }

    private struct TokenBody: Decodable {
        var requestToken: String

        enum CodingKeys: String, CodingKey {
            case requestToken = "request_token"
        }
    }

    private struct SessionBody: Decodable {
        var sessionID: String

        enum CodingKeys: String, CodingKey {
            case sessionID = "session_id"
        }
    }

    private struct WatchlistBody: Decodable {
        var mediaType: String
        var mediaID: Int
        var watchlist: Bool

        enum CodingKeys: String, CodingKey {
            case mediaType = "media_type"
            case mediaID = "media_id"
            case watchlist
        }
    }

    private struct RatingBody: Decodable {
        var value: Double
    }

    /// A rating as TMDB writes it: `7.5`, `8.0`.
    static func ratingText(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    /// `date` as TMDB writes a request token's expiry: `2026-11-27 15:00:00 UTC`.
    static func expiryText(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
        return formatter.string(from: date)
    }
}
