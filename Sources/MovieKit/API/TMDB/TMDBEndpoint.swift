import Foundation

/// The TMDB endpoints `movies` asks, built from the domain's questions (a movie id, a list and
/// a year), with the queries TMDB needs.
public enum TMDBEndpoint {
    /// One page of a year's ranked list from `discover/movie`: films first released that year,
    /// adult films left out, by revenue (`top-grossing`) or by average vote among films with at
    /// least `minimumVoteCount` votes (`top-rated`: without a floor, a film with one vote of 10
    /// would top the list).
    public static func discover(_ list: MovieList, year: Int, page: Int = 1, minimumVoteCount: Int) -> APIEndpoint {
        var query = [
            URLQueryItem(name: "primary_release_year", value: String(year)),
            URLQueryItem(name: "include_adult", value: "false"),
            URLQueryItem(name: "include_video", value: "false"),
        ]
        switch list {
        case .topGrossing:
            query.append(URLQueryItem(name: "sort_by", value: "revenue.desc"))
        case .topRated:
            query.append(URLQueryItem(name: "sort_by", value: "vote_average.desc"))
            query.append(URLQueryItem(name: "vote_count.gte", value: String(minimumVoteCount)))
        }
        query.append(URLQueryItem(name: "page", value: String(page)))
        let what = MovieQuestion.list(list, year: year).description
        return APIEndpoint(
            path: "discover/movie", query: query, description: page == 1 ? what : "\(what) (page \(page))")
    }

    /// One film with its cast: `movie/{id}?append_to_response=credits`.
    public static func movie(id: Int) -> APIEndpoint {
        APIEndpoint(
            path: "movie/\(id)", query: [URLQueryItem(name: "append_to_response", value: "credits")],
            description: MovieQuestion.movie(id: id).description)
    }

    /// TMDB's check of the credential a request carries: `authentication`.
    public static let authentication = APIEndpoint(
        path: "authentication", description: "TMDB's check of the credential")
}
