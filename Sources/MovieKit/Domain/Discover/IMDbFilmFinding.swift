/// A source that finds its film by IMDb's id of it (TMDB's `find`, IMDb's import).
public protocol IMDbFilmFinding: Sendable {
    /// The films IMDb's id `imdbID` names (one, or none for an id that is no film's: a TV
    /// title's, or one the source does not know), unless `validators` describe the answer and
    /// it did not change.
    func films(
        withIMDbID imdbID: String, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]>
}
