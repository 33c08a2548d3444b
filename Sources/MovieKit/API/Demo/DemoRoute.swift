import Foundation

/// The demo API's endpoints, as paths relative to its base URL: each question as the demo API
/// spells it, and the route that hands out its tokens.
public enum DemoRoute: Sendable, Hashable, CustomStringConvertible {
    /// One movie: `movies/{id}`.
    case movie(id: Int)
    /// A year's top-grossing list: `movies/topGrossing/{year}`.
    case topGrossing(year: Int)
    /// A year's top-rated list: `movies/topRated/{year}`.
    case topRated(year: Int)
    /// A fresh API token as plain text: `auth`.
    case auth

    /// The route of one of a year's ranked lists.
    public static func list(_ list: MovieList, year: Int) -> DemoRoute {
        switch list {
        case .topGrossing: .topGrossing(year: year)
        case .topRated: .topRated(year: year)
        }
    }

    /// The path relative to the API's base URL, without a leading slash.
    public var path: String {
        switch self {
        case .movie(let id): "movies/\(id)"
        case .topGrossing(let year): "movies/topGrossing/\(year)"
        case .topRated(let year): "movies/topRated/\(year)"
        case .auth: "auth"
        }
    }

    /// What the route asks for, in words, as the question it answers says it (``MovieQuestion``).
    public var description: String {
        switch self {
        case .movie(let id): MovieQuestion.movie(id: id).description
        case .topGrossing(let year): MovieQuestion.list(.topGrossing, year: year).description
        case .topRated(let year): MovieQuestion.list(.topRated, year: year).description
        case .auth: "an API token"
        }
    }

    /// The route as the client asks for it: its path, no query, its description.
    public var endpoint: APIEndpoint {
        APIEndpoint(path: path, description: description)
    }
}
