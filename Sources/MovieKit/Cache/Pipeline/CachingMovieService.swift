import Foundation
import Logging

/// A ``MovieService`` that answers from the local cache first, then asks the service it wraps,
/// saves what that service answered, and answers again.
///
/// Every kind of question (a ``Question``: a film, a list, a search, a person, where images are,
/// a poster) goes one way, through ``answers(to:)``; the ``MovieService`` calls are its callback
/// face, ``finalAnswer(to:)`` its last answer, ``refresh(_:)`` its source step alone.
///
/// Under ``CachePolicy/cacheThenNetwork`` each call invokes its completion exactly twice, cache
/// first: ``Answer/cached(_:fetchedAt:)`` or ``Answer/notCached``, then the wrapped service's
/// ``Answer/fresh(_:fetchedAt:)`` (saved before it is delivered) or its failure, which leaves the
/// cache untouched. If the cache itself cannot be read, the only callback is that failure.
/// ``CachePolicy/cacheOnly`` and ``CachePolicy/networkOnly`` invoke it once. A cached answer
/// young enough for the policy's max age (or the API's `Cache-Control: max-age`) is delivered
/// alone as ``Answer/recent(_:fetchedAt:)``.
///
/// When the wrapped service revalidates (its ``MovieSourceTraits``), the API is asked on the
/// condition that the answer changed since the cached one; a "not modified" renews the cached
/// answer's fetch time and delivers it as fresh, without decoding or rewriting it.
///
/// What the source answers is its description's (``MovieSourceDescription``): a question it does
/// not answer is answered by the cache alone, or "not answered" with the sources that do, never
/// asked of the source. A source that answers from an import takes another route
/// (``FromTheImport``): once, as recent as the import, past the cache.
///
/// A fresh answer that cannot be saved is still delivered; the failure is logged as a warning.
public final class CachingMovieService: MovieService {
    let wrapped: any RevalidatingMovieService
    /// The cache it answers from and saves to.
    let database: CacheDatabase
    /// Whose answers the wrapped service gives; the cache answers only with that catalogue's.
    public let catalogue: Catalogue
    let policy: CachePolicy
    let logger: Logger
    let now: @Sendable () -> Date
    /// How a question is answered past its steps, as the source's description says.
    private let route: any AnswerRoute

    /// - Parameters:
    ///   - service: a source's service; what its ``RevalidatingMovieService/traits`` say is how
    ///     it is asked (on a condition or not, a list of what size).
    ///   - catalogue: whose answers `service` gives (its source, API origin and language): what
    ///     it answers is saved under it, and only answers saved under it are read back.
    ///   - now: the clock that judges how old a cached answer is.
    public init(
        wrapping service: any RevalidatingMovieService, catalogue: Catalogue, database: CacheDatabase,
        policy: CachePolicy = .cacheThenNetwork, logger: Logger = Logger(label: "movies.cache"),
        now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) {
        self.wrapped = service
        self.catalogue = catalogue
        self.database = database
        self.policy = policy
        self.logger = logger
        self.now = now
        route = catalogue.source.described.answersFromImport ? FromTheImport() : ThroughTheCache()
    }

    /// A cache over a service known only by its completion calls: it is asked on no condition,
    /// its last answer taken (``MovieSourceTraits/answersOnCompletion``). Pass a
    /// ``RevalidatingMovieService`` as one to have it asked on a condition.
    public convenience init(
        wrapping service: any MovieService, catalogue: Catalogue, database: CacheDatabase,
        policy: CachePolicy = .cacheThenNetwork, logger: Logger = Logger(label: "movies.cache"),
        now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) {
        self.init(
            wrapping: CompletionMovieService(wrapping: service), catalogue: catalogue, database: database,
            policy: policy,
            logger: logger, now: now)
    }

    /// How the wrapped service is asked.
    public var traits: MovieSourceTraits { wrapped.traits }

    /// What the catalogue's source is and has: what it answers, what its films say.
    public var described: MovieSourceDescription { catalogue.source.described }

    /// `capability` when the source's description declares that it answers `questions`; `nil`
    /// otherwise, whatever the wrapped service offers.
    func declared<Capability>(_ questions: SourceQuestions, _ capability: Capability?) -> Capability? {
        described.answers(questions) ? capability : nil
    }

    /// `capability` when the source's description declares that it answers `questions`.
    /// - Throws: ``MovieServiceError/notAnswered(_:)`` saying the source's `lack`, otherwise.
    func required<Capability>(
        _ questions: SourceQuestions, _ capability: Capability?, lacking lack: SourceLack
    ) throws(MovieServiceError) -> Capability {
        guard let capability = declared(questions, capability) else { throw .notAnswered(described.saying(lack)) }
        return capability
    }

    /// Another origin of the catalogue's source whose answer to `question` the cache holds (the
    /// latest fetched) when it holds none from this one, as an offline question may point to;
    /// `nil` when there is none or the cache cannot say.
    public func otherOrigin(answering question: MovieQuestion) -> String? {
        try? database.otherOrigin(answering: question, for: catalogue)
    }

    public func movie(id: Int, completion: @escaping MovieServiceCompletion<any Movie>) {
        call(.movie(id: id), completion: completion)
    }

    public func topGrossingMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        call(.list(.topGrossing, year: year), completion: completion)
    }

    public func topRatedMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        call(.list(.topRated, year: year), completion: completion)
    }

    /// The answers to `question` as they come, ending after the last one the policy gives: the
    /// async face of the one pipeline whose callback face is ``MovieService``'s contract.
    public func answers<Value: Sendable>(to question: Question<Value>) -> AsyncStream<MovieServiceResult<Value>> {
        AsyncStream { continuation in
            let task = Task(executorPreference: PreferredTaskExecutor.current) {
                await self.answer(question) { continuation.yield($0) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// The answer to act on when one value is needed, not each as it comes: see ``FinalAnswer``.
    /// - Throws: the source's failure when nothing cached can stand in for its answer.
    public func finalAnswer<Value: Sendable>(
        to question: Question<Value>
    ) async throws(MovieServiceError) -> FinalAnswer<Value> {
        try await FinalAnswer(of: answers(to: question))
    }

    /// The callback face: `completion` gets each answer as the pipeline delivers it.
    private func call<Value: Sendable>(_ question: Question<Value>, completion: @escaping MovieServiceCompletion<Value>)
    {
        Task(executorPreference: PreferredTaskExecutor.current) { await self.answer(question, deliver: completion) }
    }

    /// The pipeline: the question's steps, answered by the source's route (``AnswerRoute``).
    func answer<Value: Sendable>(
        _ question: Question<Value>, deliver: (MovieServiceResult<Value>) -> Void
    ) async {
        let steps: CachedQuestion<Value>
        do throws(MovieServiceError) {
            steps = try question.steps(self)
        } catch {
            deliver(.failure(error))
            return
        }
        await route.answer(steps, by: self, deliver: deliver)
    }

    /// What `steps` deliver of `value` (``CachedQuestion/delivered``); `value` itself, the
    /// failure logged, when the cache cannot be read for what they add.
    func delivered<Value: Sendable>(_ value: Value, of steps: CachedQuestion<Value>) -> Value {
        do throws(CacheError) {
            return try steps.delivered(value)
        } catch {
            logger.warning("the cache could not be read for what it adds to the answer: \(error.description)")
            return value
        }
    }

    /// The cached answer `policy` needs and what the API said about it. The offline path reads
    /// the answer alone; validators are looked up only when the API can be asked on a condition,
    /// and under ``CachePolicy/networkOnly`` the answer only when they can revalidate it.
    func readCache<Value: Sendable>(
        for steps: CachedQuestion<Value>, under policy: CachePolicy
    ) throws(CacheError) -> (cached: CachedAnswer<Value>?, freshness: ResponseFreshness?) {
        switch policy {
        case .cacheOnly:
            return (try steps.cached(), nil)
        case .networkOnly where steps.lifetime == .asPolicySays:
            guard wrapped.traits.revalidates, let known = try database.freshness(of: steps.asked, from: catalogue),
                known.canRevalidate
            else { return (nil, nil) }
            return (try steps.cached(), known)
        case .networkOnly, .cacheThenNetwork, .cacheElseNetwork:
            let freshness =
                wrapped.traits.revalidates && steps.lifetime != .forever
                ? try database.freshness(of: steps.asked, from: catalogue) : nil
            return (try steps.cached(), freshness)
        }
    }

    /// Asks the source (on the condition that the cached answer changed, when it is whole and
    /// `validators` describe it), saves its answer or renews the cached one, and returns the
    /// value and when the API gave it. A value that cannot be saved is still returned, the
    /// failure logged, unless `failsUnsaved` (a refresh is about saving).
    func ask<Value: Sendable>(
        _ fetch: @Sendable (ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<Value>,
        for steps: CachedQuestion<Value>, cached: CachedAnswer<Value>?, validators: ResponseFreshness?,
        failsUnsaved: Bool
    ) async throws(MovieServiceError) -> (value: Value, fetchedAt: Date) {
        func keep(orSay failure: String, _ write: () throws(CacheError) -> Void) throws(MovieServiceError) {
            do throws(CacheError) {
                try write()
            } catch {
                if failsUnsaved { throw .cache(error.description) }
                logger.warning("\(failure): \(error.description)")
            }
        }
        switch try await fetch(cached?.isWhole == true ? validators : nil) {
        case .modified(let value, let fetchedAt, let freshness):
            try keep(orSay: "the answer could not be saved to the cache") { () throws(CacheError) in
                try steps.save(value, fetchedAt, freshness)
            }
            return (value, fetchedAt)
        case .notModified(let fetchedAt, let freshness):
            guard let cached else { throw .httpStatus(304) }
            try keep(orSay: "the confirmed answer could not be renewed in the cache") { () throws(CacheError) in
                _ = try database.renew(steps.asked, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            }
            return (cached.value, fetchedAt)
        }
    }

    /// Whether an answer fetched at `fetchedAt` is young enough to stand alone: within the
    /// question's own lifetime, else the policy's max age, else (by default) the one the API sent.
    func isRecent(
        _ fetchedAt: Date, lifetime: CachedQuestion<some Sendable>.Lifetime, apiMaxAge: TimeInterval?
    )
        -> Bool
    {
        let maxAge: TimeInterval?
        switch lifetime {
        case .forever: return true
        case .apiMaxAge(let fallback): maxAge = apiMaxAge.flatMap { $0 > 0 ? $0 : nil } ?? fallback
        case .asPolicySays:
            maxAge =
                switch policy {
                case .cacheElseNetwork(let maxAge): maxAge
                case .cacheThenNetwork: apiMaxAge
                case .cacheOnly, .networkOnly: nil
                }
        }
        guard let maxAge, maxAge > 0 else { return false }
        let age = now().timeIntervalSince(fetchedAt)
        return age >= 0 && age <= maxAge
    }
}
