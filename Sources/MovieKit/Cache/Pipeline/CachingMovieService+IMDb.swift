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
        let database = self.database, catalogue = self.catalogue
        guard let finding = declared(.imdbIDs, wrapped.findingByIMDbID) else {
            throw .notAnswered(described.saying(.imdbIDs))
        }
        let question = MovieQuestion.imdbFilm(id: imdbID)
        return CachedQuestion(
            asked: question,
            cached: { () throws(CacheError) in
                try database.listing(answering: question, from: catalogue).map {
                    CachedAnswer(value: $0.value, fetchedAt: $0.fetchedAt)
                }
            },
            answerer: .source { validators async throws(MovieServiceError) in
                try await finding.films(withIMDbID: imdbID, unlessMatching: validators)
            },
            save: { films, fetchedAt, freshness throws(CacheError) in
                try database.saveListing(
                    films, answering: question, from: catalogue, fetchedAt: fetchedAt, fetchedSize: nil,
                    freshness: freshness)
            }
        )
    }
}
