import MovieKit

/// The keys of a film's `--format json`, named one way in every command's: its title is `title`,
/// its votes `votes` (``FilmJSON``, ``IMDbFilmJSON``).
enum FilmJSONKey: String, CodingKey {
    case id, title, originalTitle, year, releaseDate, grossing, rating, votes, cast, overview, runtime, genres
    case directors, writers, links
}

extension KeyedEncodingContainer<FilmJSONKey> {
    /// What every source's film says alike: its title, year, rating and votes (each `null` when
    /// unknown; a rating no one gave is unknown, never 0), and its running time and genres only
    /// when known.
    mutating func encodeFacts(of movie: any Movie) throws {
        try encode(movie.name, forKey: .title)
        try encode(movie.year, forKey: .year)
        try encode(movie.knownRating, forKey: .rating)
        try encode(movie.voteCount, forKey: .votes)
        try encodeIfPresent(movie.runtime, forKey: .runtime)
        if !movie.genres.isEmpty { try encode(movie.genres, forKey: .genres) }
    }
}
