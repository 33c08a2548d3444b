import Foundation
import Hummingbird

extension TMDBResponder {
    /// The fixture's own routes, outside `/3/`, for tests and demos; they need no credential and
    /// do not count against the rate:
    /// - `GET /authenticate/{request_token}` approves the token, as a person does on TMDB's website
    ///   at `https://www.themoviedb.org/authenticate/{request_token}` (404 for a token unknown,
    ///   expired or used);
    /// - `GET /_account/lists` gives the account's lists (``TMDBFixtureAccountLists``), `POST`
    ///   replaces them;
    /// - `POST /_account/end-sessions` ends every session, as logging out everywhere does.
    /// - Returns: `nil` for any other path.
    func fixtureAnswer(to request: Request, body: Data) -> Response? {
        let path = request.uri.path
        if path.hasPrefix(Self.approvalPrefix) {
            let token = String(path.dropFirst(Self.approvalPrefix.count))
            return account.approve(requestToken: token)
                ? .text("approved: the application may now make a session\n", status: .ok)
                : .text("unknown, expired or used request token\n", status: .notFound)
        }
        switch (path, request.method) {
        case ("/_account/lists", .get), ("/_account/lists", .head):
            return .tmdbJSON(
                TMDBJSON.encode(TMDBFixtureAccountLists(watchlist: account.watchlist, ratings: account.ratings)),
                status: .ok)
        case ("/_account/lists", .post):
            guard let lists = try? JSONDecoder().decode(TMDBFixtureAccountLists.self, from: body) else {
                return .text("the body is not {\"watchlist\":[…],\"ratings\":{…}}\n", status: .badRequest)
            }
            account.seed(watchlist: lists.watchlist, ratings: lists.ratingsByID)
            return .text("seeded\n", status: .ok)
        case ("/_account/end-sessions", .post):
            account.endSessions()
            return .text("every session ended\n", status: .ok)
        default:
            return nil
        }
    }

    /// Where the fixture's approval page is, as TMDB's website has it.
    static let approvalPrefix = "/authenticate/"
}
