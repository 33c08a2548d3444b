import Foundation
import Logging

/// A ``MovieService`` that answers from the local cache first, then asks the service it wraps,
/// saves what that service answered, and answers again.
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
/// A fresh answer that cannot be saved is still delivered; the failure is logged as a warning.
public final class CachingMovieService: MovieService {
    let wrapped: any RevalidatingMovieService
    /// The cache it answers from and saves to.
    public let database: CacheDatabase
    /// Whose answers the wrapped service gives; the cache answers only with that catalogue's.
    public let catalogue: Catalogue
    let policy: CachePolicy
    let logger: Logger
    let now: @Sendable () -> Date

    /// - Parameters:
    ///   - service: a source's service; what its ``RevalidatingMovieService/traits`` say is how
    ///     it is asked (on a condition or not, a list of what size).
    ///   - catalogue: whose answers `service` gives (its source, API origin and language): what
    ///     it answers is saved under it, and only answers saved under it are read back.
    ///   - now: the clock that judges how old a cached answer is.
    public init(
        wrapping service: any RevalidatingMovieService, catalogue: Catalogue, database: CacheDatabase,
        policy: CachePolicy = .cacheThenNetwork, logger: Logger = Logger(label: "movies.cache"),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.wrapped = service
        self.catalogue = catalogue
        self.database = database
        self.policy = policy
        self.logger = logger
        self.now = now
    }

    /// A cache over a service known only by its completion calls: it is asked on no condition,
    /// its last answer taken (``MovieSourceTraits/answersOnCompletion``). Pass a
    /// ``RevalidatingMovieService`` as one to have it asked on a condition.
    public convenience init(
        wrapping service: any MovieService, catalogue: Catalogue, database: CacheDatabase,
        policy: CachePolicy = .cacheThenNetwork, logger: Logger = Logger(label: "movies.cache"),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.init(
            wrapping: CompletionMovieService(wrapping: service), catalogue: catalogue, database: database,
            policy: policy,
            logger: logger, now: now)
    }

    /// What the wrapped service can answer and how.
    public var traits: MovieSourceTraits { wrapped.traits }

    public func movie(id: Int, completion: @escaping MovieServiceCompletion<any Movie>) {
        answer(movieQuestion(id: id), completion: completion)
    }

    public func topGrossingMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        answer(listQuestion(.topGrossing, year: year), completion: completion)
    }

    public func topRatedMovies(year: Int, completion: @escaping MovieServiceCompletion<[any Movie]>) {
        answer(listQuestion(.topRated, year: year), completion: completion)
    }

    /// The answers to `question` as they come, ending after the last one this policy gives.
    public func answers<Value: Sendable>(
        _ question: @escaping @Sendable (any MovieService, @escaping MovieServiceCompletion<Value>) -> Void
    ) -> AsyncStream<MovieServiceResult<Value>> {
        answers(endingAfterCache: policy == .cacheOnly) { question(self, $0) }
    }

    /// The answers `ask` delivers as they come, ending after a final one, a failure, or the
    /// cache's when `endingAfterCache`.
    func answers<Value: Sendable>(
        endingAfterCache: Bool, _ ask: @escaping @Sendable (@escaping MovieServiceCompletion<Value>) -> Void
    ) -> AsyncStream<MovieServiceResult<Value>> {
        AsyncStream { continuation in
            ask { result in
                continuation.yield(result)
                switch result {
                case .success(let answer) where answer.isFinal: continuation.finish()
                case .failure: continuation.finish()
                case .success:
                    if endingAfterCache { continuation.finish() }
                }
            }
        }
    }

    func answer<Value: Sendable>(
        _ question: CachedQuestion<Value>, completion: @escaping MovieServiceCompletion<Value>
    ) {
        let cached: CachedAnswer<Value>?, freshness: ResponseFreshness?
        do throws(CacheError) {
            (cached, freshness) = try readCache(for: question)
        } catch {
            completion(.failure(.cache(error.description)))
            return
        }
        if policy.readsCacheFirst {
            if let cached {
                if cached.isWhole && isRecent(cached.fetchedAt, apiMaxAge: freshness?.maxAge) {
                    completion(.success(.recent(cached.value, fetchedAt: cached.fetchedAt)))
                    return
                }
                completion(.success(.cached(cached.value, fetchedAt: cached.fetchedAt)))
            } else {
                completion(.success(.notCached))
            }
        }
        guard policy != .cacheOnly, let fetch = question.fetch else { return }
        askAPI(
            question, fetch: fetch, cached: cached, validators: cached?.isWhole == true ? freshness : nil,
            completion: completion)
    }

    /// The cached answer the policy needs and what the API said about it. The offline path reads
    /// the answer alone; validators are looked up only when the API can be asked on a condition.
    private func readCache<Value: Sendable>(
        for question: CachedQuestion<Value>
    ) throws(CacheError) -> (cached: CachedAnswer<Value>?, freshness: ResponseFreshness?) {
        switch policy {
        case .cacheOnly:
            return (try question.cached(), nil)
        case .networkOnly:
            let basis = try revalidationBasis(for: question)
            return (basis?.cached, basis?.validators)
        case .cacheThenNetwork, .cacheElseNetwork:
            let freshness =
                wrapped.traits.revalidates ? try database.freshness(of: question.asked, from: catalogue) : nil
            return (try question.cached(), freshness)
        }
    }

    /// The cached answer and the validators to ask the API on the condition that it changed
    /// since; `nil` when the wrapped service cannot ask on a condition or nothing can be asked on.
    func revalidationBasis<Value: Sendable>(
        for question: CachedQuestion<Value>
    ) throws(CacheError) -> (cached: CachedAnswer<Value>, validators: ResponseFreshness)? {
        guard wrapped.traits.revalidates, let known = try database.freshness(of: question.asked, from: catalogue),
            known.canRevalidate,
            let cached = try question.cached(), cached.isWhole
        else { return nil }
        return (cached, known)
    }

    /// Asks the API (with `validators`, if any), saves or renews, and delivers the last answer.
    private func askAPI<Value: Sendable>(
        _ question: CachedQuestion<Value>,
        fetch: @escaping @Sendable (ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<Value>,
        cached: CachedAnswer<Value>?, validators: ResponseFreshness?,
        completion: @escaping MovieServiceCompletion<Value>
    ) {
        let logger = self.logger, database = self.database, catalogue = self.catalogue
        // The answer will be saved: a missing cache is made for it while the API answers.
        database.prepareForWriting()
        Task {
            do throws(MovieServiceError) {
                switch try await fetch(validators) {
                case .modified(let value, let fetchedAt, let freshness):
                    do throws(CacheError) {
                        try question.save(value, fetchedAt, freshness)
                    } catch {
                        logger.warning("the answer could not be saved to the cache: \(error.description)")
                    }
                    completion(.success(.fresh(value, fetchedAt: fetchedAt)))
                case .notModified(let fetchedAt, let freshness):
                    guard let cached else { throw .httpStatus(304) }
                    do throws(CacheError) {
                        try database.renew(question.asked, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
                    } catch {
                        logger.warning("the confirmed answer could not be renewed in the cache: \(error.description)")
                    }
                    completion(.success(.fresh(cached.value, fetchedAt: fetchedAt)))
                }
            } catch {
                completion(.failure(error))
            }
        }
    }

    /// Whether an answer fetched at `fetchedAt` is young enough to stand alone: within the
    /// policy's max age, else (by default) within the one the API sent.
    private func isRecent(_ fetchedAt: Date, apiMaxAge: TimeInterval?) -> Bool {
        let maxAge: TimeInterval? =
            switch policy {
            case .cacheElseNetwork(let maxAge): maxAge
            case .cacheThenNetwork: apiMaxAge
            case .cacheOnly, .networkOnly: nil
            }
        guard let maxAge, maxAge > 0 else { return false }
        let age = now().timeIntervalSince(fetchedAt)
        return age >= 0 && age <= maxAge
    }
}
