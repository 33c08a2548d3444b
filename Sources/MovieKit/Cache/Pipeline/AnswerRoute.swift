import Foundation

/// How ``CachingMovieService`` answers a question past its steps: the strategy a source's
/// description chooses (``MovieSourceDescription/answersFromImport``), taken once when the
/// service is made, so that the pipeline's core has no branch for it.
protocol AnswerRoute: Sendable {
    /// Delivers the answers to the question `steps` describe, as `service`'s policy gives them.
    func answer<Value: Sendable>(
        _ steps: CachedQuestion<Value>, by service: CachingMovieService,
        deliver: (MovieServiceResult<Value>) -> Void
    ) async
}

/// The route of a source asked over an API: the cached answer (alone when recent enough), then
/// whoever answers the question past the cache, saved or renewed, delivered again.
struct ThroughTheCache: AnswerRoute {
    func answer<Value: Sendable>(
        _ steps: CachedQuestion<Value>, by service: CachingMovieService,
        deliver: (MovieServiceResult<Value>) -> Void
    ) async {
        if case .cacheInPlaceOfSource(let answer) = steps.answerer {
            deliver(Result { () throws(MovieServiceError) in .fresh(try answer(), fetchedAt: service.now()) })
            return
        }
        let policy = service.policy
        let cached: CachedAnswer<Value>?, freshness: ResponseFreshness?
        do throws(CacheError) {
            (cached, freshness) = try service.readCache(for: steps, under: policy)
        } catch {
            deliver(.failure(.cache(error.description)))
            return
        }
        let readsCacheFirst = policy.readsCacheFirst || steps.lifetime != .asPolicySays
        if readsCacheFirst, let cached, cached.isWhole,
            service.isRecent(cached.fetchedAt, lifetime: steps.lifetime, apiMaxAge: freshness?.maxAge)
        {
            deliver(.success(.recent(service.delivered(cached.value, of: steps), fetchedAt: cached.fetchedAt)))
            return
        }
        if policy.readsCacheFirst {
            deliver(
                .success(
                    cached.map { .cached(service.delivered($0.value, of: steps), fetchedAt: $0.fetchedAt) }
                        ?? .notCached))
        }
        guard policy != .cacheOnly, case .source(let fetch) = steps.answerer else { return }
        // The answer will be saved: a missing cache is made for it while the source answers.
        service.database.prepareForWriting()
        let answer: Result<(Value, Date), MovieServiceError>
        do throws(MovieServiceError) {
            answer = .success(
                try await service.ask(fetch, for: steps, cached: cached, validators: freshness, failsUnsaved: false))
        } catch {
            answer = .failure(error)
        }
        // The process may end once it has the answer (a failure ends it at once): never while the
        // cache is half made.
        service.database.finishPreparing()
        switch answer {
        case .success(let (value, fetchedAt)):
            deliver(.success(.fresh(service.delivered(value, of: steps), fetchedAt: fetchedAt)))
        case .failure(let error):
            deliver(.failure(error))
        }
    }
}

/// The route of a source that answers from data kept on this machine (IMDb's imported
/// datasets): once, as recent as that data, whatever the policy, never read from the cache nor
/// saved to it.
struct FromTheImport: AnswerRoute {
    func answer<Value: Sendable>(
        _ steps: CachedQuestion<Value>, by service: CachingMovieService,
        deliver: (MovieServiceResult<Value>) -> Void
    ) async {
        switch steps.answerer {
        case .source(let fetch):
            do throws(MovieServiceError) {
                switch try await fetch(nil) {
                case .modified(let value, let fetchedAt, _): deliver(.success(.recent(value, fetchedAt: fetchedAt)))
                case .notModified: deliver(.failure(.httpStatus(304)))
                }
            } catch {
                deliver(.failure(error))
            }
        case .cacheInPlaceOfSource(let answer):
            deliver(Result { () throws(MovieServiceError) in .fresh(try answer(), fetchedAt: service.now()) })
        case .none:
            deliver(.failure(.notAnswered("\(service.described.name) cannot answer \(steps.asked)")))
        }
    }
}
