import Foundation
import Hummingbird

extension JellyfinResponder {
    /// Where the fixture's own routes are.
    static let fixturePrefix = "/_jellyfin/"

    /// The fixture's own routes, for tests and demos run against `movies-api --dialect jellyfin`
    /// in another process; they need no credential. Users are named by `user=NAME`, items by
    /// `item=ID` (`GET /_jellyfin/items` lists them):
    /// - `POST /_jellyfin/quick-connect/approve?code=&user=` approves a waiting request, as a
    ///   person does in Jellyfin's settings (404 for no such code or user);
    /// - `POST /_jellyfin/play?item=&user=&at=2026-11-21T06:30:00Z` adds one play ending then;
    /// - `POST /_jellyfin/mark-played?item=&user=` and `…/mark-unplayed` do what the buttons do;
    /// - `POST /_jellyfin/played-films?count=&user=&at=&tmdb=` adds `count` films known by TMDB
    ///   ids from `tmdb` on, each played once then (the bench's library of many plays);
    /// - `POST /_jellyfin/revoke-tokens` revokes every token;
    /// - `GET /_jellyfin/items` gives every item's id, type and name, one a line.
    func fixtureAnswer(to request: Request) -> Response {
        let query = request.uri.queryParameters
        let name = String(request.uri.path.dropFirst(Self.fixturePrefix.count))
        switch (request.method, name) {
        case (.get, "items"):
            let lines = library.items.map { "\($0.id)\t\($0.type)\t\($0.name)\n" }
            return .text(lines.joined(), status: .ok)
        case (.post, "revoke-tokens"):
            library.revokeTokens()
            return .text("every token revoked\n", status: .ok)
        case (.post, "played-films"):
            guard let route = PlayedFilmsRoute(request),
                let user = query["user"].flatMap({ library.user(named: String($0)) })
            else { return .text("count=, tmdb=, a known user= and at= are needed\n", status: .badRequest) }
            for (title, tmdb) in route.films {
                library.play(library.addFilm(title, year: 2000, tmdb: tmdb), user: user.id, at: route.moment)
            }
            return .text("\(route.count) films played\n", status: .ok)
        case (.post, "quick-connect/approve"):
            guard let code = query["code"], let user = query["user"],
                library.approveQuickConnect(code: String(code), userName: String(user))
            else { return .text("no waiting request with that code, or no such user\n", status: .notFound) }
            return .text("approved\n", status: .ok)
        case (.post, "play"), (.post, "mark-played"), (.post, "mark-unplayed"):
            guard let item = query["item"].map(String.init), library.items.contains(where: { $0.id == item }),
                let user = query["user"].flatMap({ library.user(named: String($0)) })
            else { return .text("no such item or user\n", status: .notFound) }
            switch name {
            case "play":
                guard let moment = PlayedFilmsRoute.playMoment(in: request) else {
                    return .text("at= must be a moment like 2026-11-21T06:30:00Z\n", status: .badRequest)
                }
                library.play(item, user: user.id, at: moment)
            case "mark-played": library.markPlayed(item, user: user.id)
            default: library.markUnplayed(item, user: user.id)
            }
            return .text("done\n", status: .ok)
        default:
            return .text("Not Found\n", status: .notFound)
        }
    }
}
