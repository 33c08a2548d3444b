import Foundation
import Hummingbird

extension KodiResponder {
    /// Where the fixture's own routes are.
    static let fixturePrefix = "/_kodi/"

    /// The fixture's own routes, for tests and demos run against `movies-api --dialect kodi` in
    /// another process; they need no credential. Films are named by `movie=ID`
    /// (`GET /_kodi/movies` lists them):
    /// - `POST /_kodi/play?movie=&at=2026-11-21T06:30:00Z` adds one play ending then;
    /// - `POST /_kodi/played-films?count=&at=&tmdb=` adds `count` films known by TMDB ids from
    ///   `tmdb` on, each played once then (the bench's library of many plays);
    /// - `POST /_kodi/mark-unwatched?movie=` does what Kodi's menu item does;
    /// - `POST /_kodi/password?to=` changes the web server's password;
    /// - `GET /_kodi/movies` gives every film's id, title and its `lastplayed` as Kodi writes it, one a line.
    func fixtureAnswer(to request: Request) -> Response {
        let query = request.uri.queryParameters
        let name = String(request.uri.path.dropFirst(Self.fixturePrefix.count))
        switch (request.method, name) {
        case (.get, "movies"):
            let lines = library.films.map { "\($0.id)\t\($0.title)\t\($0.lastPlayed.map(localTime) ?? "")\n" }
            return .text(lines.joined(), status: .ok)
        case (.post, "password"):
            guard let password = query["to"] else { return .text("to= is the new password\n", status: .badRequest) }
            library.changePassword(to: String(password))
            return .text("password changed\n", status: .ok)
        case (.post, "played-films"):
            guard let route = PlayedFilmsRoute(request) else {
                return .text("count=, tmdb= and at= are needed\n", status: .badRequest)
            }
            library.addPlayedFilms(route.films, at: route.moment)
            return .text("\(route.count) films played\n", status: .ok)
        case (.post, "play"), (.post, "mark-unwatched"):
            guard let movie = query["movie"].flatMap({ Int($0) }), library.films.contains(where: { $0.id == movie })
            else { return .text("no such movie\n", status: .notFound) }
            if name == "play" {
                guard let moment = PlayedFilmsRoute.playMoment(in: request) else {
                    return .text("at= must be a moment like 2026-11-21T06:30:00Z\n", status: .badRequest)
                }
                library.play(movie, at: moment)
            } else {
                library.markUnwatched(movie)
            }
            return .text("done\n", status: .ok)
        default:
            return .text("Not Found\n", status: .notFound)
        }
    }
}
