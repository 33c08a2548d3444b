/// A source that names its genres (TMDB's, in the language asked; IMDb's fixed list), which
/// discover's `--genre` is matched against.
public protocol GenreNaming: Sendable {
    /// Its genres, by name, in the language asked and, when that is not English, in English too
    /// (a genre then comes twice, under each name), unless `validators` describe the answer and
    /// it did not change.
    func genres(unlessMatching validators: ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<[Genre]>
}
