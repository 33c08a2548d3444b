import MovieKit

extension CachingMovieService {
    /// Why `--offline` has no answer to `question`: nothing is cached for it from this origin; and
    /// when the cache holds an answer from another origin of the source (an `--api-url` given
    /// another day), which one and how to ask it.
    func nothingCachedFailure(for question: MovieQuestion) -> CommandFailure {
        guard let other = otherOrigin(answering: question) else {
            return CommandFailure(.notCached)
        }
        let how =
            other == ServiceStack.maker(for: catalogue.source).defaultOrigin
            ? "run it without --api-url" : "run it with --api-url pointing there"
        return CommandFailure(
            "nothing cached for \(question) from \(catalogue.origin); the cache has it from \(other) (\(how))",
            status: .unavailable)
    }
}
