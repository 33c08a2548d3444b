/// TMDB's answer to `find/{external_id}`: the titles an outside id (IMDb's) names, by kind. Only
/// the films are read; TV series, episodes and people are other kinds, left out.
struct TMDBFindResults: Decodable, Sendable {
    let movieResults: [TMDBListEntry]

    private enum CodingKeys: String, CodingKey {
        case movieResults = "movie_results"
    }
}
