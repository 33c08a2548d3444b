import Foundation

extension CachingMovieService {
    /// Asks the source for the answer to `question` (on the condition that it changed, when the
    /// cache holds it with validators), saves it (in one transaction), and returns it: the
    /// pipeline's source step alone, as a sync takes it.
    /// - Throws: the source's ``MovieServiceError``; ``MovieServiceError/cache(_:)`` when the
    ///   answer could not be saved (unlike ``answers(to:)``, a refresh is about saving); and
    ///   ``MovieServiceError/notFound(_:)`` for a kind of question the source does not answer.
    public func refresh<Value: Sendable>(_ question: Question<Value>) async throws(MovieServiceError) -> Value {
        let steps = try question.steps(self)
        guard case .source(let fetch) = steps.answerer else {
            throw .notFound("\(steps.asked): \(described.name) cannot be asked it")
        }
        let basis: (cached: CachedAnswer<Value>?, freshness: ResponseFreshness?)
        do throws(CacheError) {
            basis = try readCache(for: steps, under: .networkOnly)
        } catch {
            throw .cache(error.description)
        }
        return try await ask(fetch, for: steps, cached: basis.cached, validators: basis.freshness, failsUnsaved: true)
            .value
    }
}
