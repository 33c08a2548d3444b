import Foundation

extension APIMovieService: RevalidatingMovieService {
    public func movie(id: Int, unlessMatching validators: ResponseFreshness?) async throws(MovieServiceError) -> Revalidation<any Movie> {
        try await revalidate(.movie(id: id), validators: validators) { body throws(MovieServiceError) -> any Movie in
            try APICoding.decode(APIMovie.self, from: body, using: decoder)
        }
    }

    public func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        try await revalidate(.list(list, year: year), validators: validators) { body throws(MovieServiceError) -> [any Movie] in
            try Self.checkUnique(try APICoding.decodeList(APIMovie.self, from: body, using: decoder)).map { $0 as any Movie }
        }
    }

    /// Asks for `route` on the condition that it changed since `validators`; decodes only a body.
    private func revalidate<Value: Sendable>(
        _ route: APIRoute, validators: ResponseFreshness?, decode: (Data) throws(MovieServiceError) -> Value
    ) async throws(MovieServiceError) -> Revalidation<Value> {
        let headers = validators?.conditionalHeaders ?? [:]
        switch try await client.outcome(of: route, headers: headers) {
        case .body(let body, let responseHeaders):
            return .modified(try decode(body), fetchedAt: now(), freshness: ResponseFreshness(headers: responseHeaders))
        case .notModified(let responseHeaders):
            guard validators?.canRevalidate == true else {
                throw .httpStatus(304)
            }
            return .notModified(fetchedAt: now(), freshness: ResponseFreshness(headers: responseHeaders))
        }
    }
}
