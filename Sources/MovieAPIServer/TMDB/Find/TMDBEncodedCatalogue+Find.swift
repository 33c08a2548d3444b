import Foundation

extension TMDBEncodedCatalogue {
    /// The answer to `find/{imdbID}?external_source=imdb_id`: the films with that IMDb id in
    /// `movie_results`, as lists show them with `"media_type":"movie"` (in this catalogue's
    /// language), or else the fixture show that has it (``TMDBFixtureShows``) in `tv_results`;
    /// every list empty for an id nothing has, as TMDB answers it (200, not 404).
    func found(imdbID: Substring) -> Body {
        let films = (imdbPositions.value[String(imdbID)] ?? []).map { listEntry(at: $0, tagged: true) }
        let shows = films.isEmpty ? TMDBFixtureShows.entries(imdbID: imdbID) : []
        return Body(Self.findResults(movies: films, shows: shows))
    }

    /// What `find` answers for an id of another source than IMDb, which no fixture has: every
    /// list empty.
    static let foundNothing = Body(findResults(movies: [], shows: []))

    /// `find`'s object, its keys in order as every answer's are: people, seasons and episodes,
    /// which no fixture has, always empty.
    private static func findResults(movies: [Data], shows: [Data]) -> Data {
        var body = Data(#"{"movie_results":["#.utf8)
        body.append(Data(movies.joined(separator: Data(",".utf8))))
        body.append(contentsOf: Array(#"],"person_results":[],"tv_episode_results":[],"tv_results":["#.utf8))
        body.append(Data(shows.joined(separator: Data(",".utf8))))
        body.append(contentsOf: Array(#"],"tv_season_results":[]}"#.utf8))
        return body
    }

    /// The positions of the films with each IMDb id; films without one (or with an empty one)
    /// are in none.
    static func imdbPositions(of movies: [TMDBWire.MovieDetails]) -> [String: [Int]] {
        var positions: [String: [Int]] = [:]
        for (position, movie) in movies.enumerated() {
            guard let imdbID = movie.imdbID, !imdbID.isEmpty else { continue }
            positions[imdbID, default: []].append(position)
        }
        return positions
    }
}
