import Foundation

extension Question where Value == [MovieSummary] {
    /// The film IMDb's id `imdbID` names (none for a TV title's or an unknown id): the saved
    /// answer first, then the source's (TMDB's `find`), saved.
    /// - Throws (delivered): ``MovieServiceError/notAnswered(_:)`` for a source that cannot look
    ///   films up by IMDb id (the demo catalogue).
    public static func imdbFilm(id imdbID: String) -> Question {
        Question { service throws(MovieServiceError) in try service.imdbFilmQuestion(id: imdbID) }
    }
}

extension CachingMovieService {
    func imdbFilmQuestion(id imdbID: String) throws(MovieServiceError) -> CachedQuestion<[MovieSummary]> {
        let finding = try required(.imdbIDs, wrapped.findingByIMDbID, lacking: .imdbIDs)
        return listingQuestion(.imdbFilm(id: imdbID), limit: nil) { validators async throws(MovieServiceError) in
            try await finding.films(withIMDbID: imdbID, unlessMatching: validators)
        }
    }
}
