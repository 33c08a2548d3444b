import Foundation

/// The API's endpoints, as paths relative to its base URL.
public enum APIRoute: Sendable, Hashable, CustomStringConvertible {
    /// One movie: `movies/{id}`.
    case movie(id: Int)
    /// A year's top-grossing list: `movies/topGrossing/{year}`.
    case topGrossing(year: Int)
    /// A year's top-rated list: `movies/topRated/{year}`.
    case topRated(year: Int)
    /// A fresh API token as plain text: `auth`.
    case auth

    /// The route of one of a year's ranked lists.
    public static func list(_ list: MovieList, year: Int) -> APIRoute {
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

    /// What the route asks for, in words, as in "movie 3" or "top-rated movies of 2016".
    public var description: String {
        switch self {
        case .movie(let id): "movie \(id)"
        case .topGrossing(let year): "top-grossing movies of \(year)"
        case .topRated(let year): "top-rated movies of \(year)"
        case .auth: "an API token"
        }
    }

    /// The route's URL under `baseURL`, which may carry a path prefix, with or without a
    /// trailing slash; the two are joined by exactly one slash.
    public func url(relativeTo baseURL: URL) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/" + path) ?? baseURL.appendingPathComponent(path)
    }
}
