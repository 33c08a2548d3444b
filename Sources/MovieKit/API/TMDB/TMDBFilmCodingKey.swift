import Foundation

/// The keys TMDB names and rates a film by wherever it gives one (a list, a search, a film's
/// details): `id`, `title`, `original_title`, `release_date`, `vote_average`, `vote_count`,
/// `original_language` and `popularity`. Coding keys that have them read and write those fields
/// through ``KeyedDecodingContainer/decodeTMDBFilm()`` and
/// ``KeyedEncodingContainer/encodeTMDBFilm(_:)``, so that a list's entry and a film's details are
/// read by the same rules.
protocol TMDBFilmCodingKey: CodingKey {
    static var id: Self { get }
    static var title: Self { get }
    static var originalTitle: Self { get }
    static var releaseDate: Self { get }
    static var voteAverage: Self { get }
    static var voteCount: Self { get }
    static var originalLanguage: Self { get }
    static var popularity: Self { get }
}

extension KeyedDecodingContainer where Key: TMDBFilmCodingKey {
    /// The film as TMDB names and rates it, its genres aside (``TMDBListEntry/genreIDs`` empty):
    /// strict about the id, title and vote average; `nil` where TMDB says "unknown", and for a
    /// language or popularity that cannot be read.
    func decodeTMDBFilm() throws -> TMDBListEntry {
        TMDBListEntry(
            id: try decodeTMDBID(forKey: .id), title: try decodeTMDBTitle(forKey: .title),
            originalTitle: try decodeTMDBText(forKey: .originalTitle),
            releaseDate: try decodeTMDBDate(forKey: .releaseDate),
            voteAverage: try decodeTMDBVoteAverage(forKey: .voteAverage),
            voteCount: try decodeIfPresent(Int.self, forKey: .voteCount),
            originalLanguage: try decodeTMDBLanguage(forKey: .originalLanguage),
            popularity: try? decodeIfPresent(Double.self, forKey: .popularity))
    }
}

extension KeyedEncodingContainer where Key: TMDBFilmCodingKey {
    /// Writes `film` as TMDB serves it, its genres aside: `""` for an unknown release day, the
    /// other unknown fields left out.
    mutating func encodeTMDBFilm(_ film: TMDBListEntry) throws {
        try encode(film.id, forKey: .id)
        try encode(film.title, forKey: .title)
        try encodeIfPresent(film.originalTitle, forKey: .originalTitle)
        try encode(film.releaseDate.map(APIDate.format) ?? "", forKey: .releaseDate)
        try encode(film.voteAverage, forKey: .voteAverage)
        try encodeIfPresent(film.voteCount, forKey: .voteCount)
        try encodeIfPresent(film.originalLanguage, forKey: .originalLanguage)
        try encodeIfPresent(film.popularity, forKey: .popularity)
    }
}
