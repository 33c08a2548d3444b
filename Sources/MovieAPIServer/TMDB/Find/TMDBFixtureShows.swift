import Foundation

/// The TV shows `find/{external_id}` knows beside a catalogue's films, whatever the catalogue:
/// one, "Harbor Nights" (`tt9200001`), so that a client can be tested on an IMDb id TMDB answers
/// with a show rather than a film (`tv_results`, `movie_results` empty). A film of the catalogue
/// with the same IMDb id is found instead; no catalogue has one (the fixtures' ids are
/// `tt91000xx`, a synthetic catalogue's `tt9000000` to `tt9099999`).
enum TMDBFixtureShows {
    /// The show, as `find` lists it; the same one `trending-non-movie` mixes into trending.
    static let harborNights = TMDBWire.ShowListItem(
        adult: false, backdropPath: nil, firstAirDate: "2016-04-24", genreIDs: [18, 9648], id: 100_001,
        mediaType: "tv", name: "Harbor Nights", originCountry: ["US"], originalLanguage: "en",
        originalName: "Harbor Nights", overview: "A lighthouse keeper's family and the town below, one winter.",
        popularity: 55.5, posterPath: nil, voteAverage: 7.7, voteCount: 640)

    /// Each show's entry in `tv_results`, encoded once, by IMDb id.
    private static let entries: [String: Data] = ["tt9200001": TMDBJSON.encode(harborNights)]

    /// The entries of the shows whose IMDb id is `imdbID`.
    static func entries(imdbID: Substring) -> [Data] {
        entries[String(imdbID)].map { [$0] } ?? []
    }
}
