import Foundation
import Hummingbird

extension PlexResponder {
    /// Where the fixture's own routes are.
    static let fixturePrefix = "/_plex/"

    /// The fixture's own routes, for tests and demos run against `movies-api --dialect plex` in
    /// another process; they need no token. Items are named by `item=RATINGKEY` (`GET
    /// /_plex/items` lists them), accounts by `account=NAME`:
    /// - `POST /_plex/play?item=&account=&at=2026-11-21T06:30:00Z` adds one play then;
    /// - `POST /_plex/played-films?count=&account=&at=&tmdb=` adds `count` films known by TMDB ids
    ///   from `tmdb` on, each played once then by the account (the bench's library of many plays);
    /// - `POST /_plex/pin/approve?code=` approves a waiting PIN, as a person does at app.plex.tv;
    /// - `POST /_plex/token` gives a new token the server accepts, as one copied from Plex;
    /// - `POST /_plex/revoke-tokens` revokes every token;
    /// - `GET /_plex/items` gives every item's ratingKey, type and title, one a line.
    func fixtureAnswer(to request: Request) -> Response {
        let query = request.uri.queryParameters
        let name = String(request.uri.path.dropFirst(Self.fixturePrefix.count))
        switch (request.method, name) {
        case (.get, "items"):
            return .text(library.items.map { "\($0.ratingKey)\t\($0.type)\t\($0.title)\n" }.joined(), status: .ok)
        case (.post, "token"):
            return .text(library.issueToken() + "\n", status: .ok)
        case (.post, "revoke-tokens"):
            library.revokeTokens()
            return .text("every token revoked\n", status: .ok)
        case (.post, "pin/approve"):
            guard let code = query["code"], library.approvePIN(code: String(code)) else {
                return .text("no waiting PIN with that code\n", status: .notFound)
            }
            return .text("approved\n", status: .ok)
        case (.post, "played-films"):
            guard let route = PlayedFilmsRoute(request),
                let account = query["account"].flatMap({ library.account(named: String($0)) })
            else { return .text("count=, tmdb=, a known account= and at= are needed\n", status: .badRequest) }
            for (title, tmdb) in route.films {
                library.play(library.addFilm(title, year: 2000, tmdb: tmdb), account: account.id, at: route.moment)
            }
            return .text("\(route.count) films played\n", status: .ok)
        case (.post, "play"):
            guard let item = query["item"].map(String.init), library.items.contains(where: { $0.ratingKey == item }),
                let account = query["account"].flatMap({ library.account(named: String($0)) })
            else { return .text("no such item or account\n", status: .notFound) }
            guard let moment = PlayedFilmsRoute.playMoment(in: request) else {
                return .text("at= must be a moment like 2026-11-21T06:30:00Z\n", status: .badRequest)
            }
            library.play(item, account: account.id, at: moment)
            return .text("done\n", status: .ok)
        default:
            return .text("Not Found\n", status: .notFound)
        }
    }
}
