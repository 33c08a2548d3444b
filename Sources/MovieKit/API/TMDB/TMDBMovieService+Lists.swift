import Foundation
import Logging

extension TMDBMovieService {
    /// The first `size` entries of a paged answer: `firstPage`'s, then as many further pages'
    /// (`endpoint(page)`) as that needs (fetched together, never more than ``maximumPages``
    /// whatever `total_pages` claims), each film once (a film that moved between pages while
    /// they were fetched is kept where it came first). The answer ends at the first page that
    /// comes back empty or refused as beyond the last (400, 404 or 422): `total_pages` may have
    /// claimed more than there are.
    func entries<Page: TMDBEntryPage>(
        _ size: Int, firstPage: Page, endpoint: @escaping @Sendable (Int) -> APIEndpoint
    ) async throws(MovieServiceError) -> [TMDBListEntry] {
        // TMDB's pages hold 20; a first page that holds fewer is the whole list, unless it lies.
        let perPage = max(firstPage.results.count, Self.pageSize)
        var entries = firstPage.results
        if !entries.isEmpty, size > perPage {
            let wanted = (size + perPage - 1) / perPage
            let last = min(wanted, firstPage.totalPages, Self.maximumPages)
            if last >= 2 {
                let pages = try await concurrently(Array(2...last)) {
                    page throws(MovieServiceError) -> [TMDBListEntry]? in
                    let endpoint = endpoint(page)
                    do throws(MovieServiceError) {
                        return try self.decode(
                            Page.self, from: try await self.client.body(of: endpoint), asking: endpoint
                        ).results
                    } catch .notFound, .httpStatus(400, _), .httpStatus(422, _) {
                        return []
                    }
                }
                entries += pages.prefix { !$0.isEmpty }.joined()
            }
        }
        var seen = Set<Int>()
        return Array(entries.filter { seen.insert($0.id).inserted }.prefix(size))
    }

    /// Each entry's film from its details (with what TMDB said of their freshness), in the
    /// entries' order; a film TMDB no longer has is left out with a warning. A film whose details
    /// fail for a reason of the moment (a 5xx, a timeout, a body that cannot be read, after the
    /// retries) is kept as its entry names it, incomplete, with one warning for all such films:
    /// one bad film never sinks a list. A refused credential still fails the whole list.
    func details(of entries: [TMDBListEntry], in listName: String) async throws(MovieServiceError) -> [any Movie] {
        let movies = try await concurrently(entries) { entry throws(MovieServiceError) -> TMDBMovie? in
            do throws(MovieServiceError) {
                let endpoint = TMDBEndpoint.movie(id: entry.id, language: self.settings.language)
                guard case .body(let body, let headers) = try await self.client.outcome(of: endpoint) else {
                    throw .httpStatus(304)
                }
                var movie = TMDBMovie(
                    try self.decode(TMDBMovieDetails.self, from: body, asking: endpoint),
                    language: self.settings.language)
                movie.ownFreshness = ResponseFreshness(headers: headers)
                return movie
            } catch .notFound {
                self.logger.warning(
                    "\(listName): TMDB lists movie \(entry.id) (\(entry.title)) but no longer has it; left out")
                return nil
            } catch let error where Self.isOfTheMoment(error) {
                return TMDBMovie(listed: entry, incompleteBecause: error.description)
            }
        }
        let incomplete = movies.filter { $0.incompleteReason != nil }
        if !incomplete.isEmpty {
            let reasons = Set(incomplete.compactMap(\.incompleteReason)).sorted().joined(separator: "; ")
            let named =
                incomplete.prefix(5).map { "\($0.name) (\($0.id))" }
                + (incomplete.count > 5 ? ["\(incomplete.count - 5) more"] : [])
            logger.warning(
                """
                \(listName): \(incomplete.count) of \(movies.count) films came without their details (\(reasons)): \
                \(named.joined(separator: ", ")); shown as the list names them, takings and cast unknown, and asked for again next time
                """)
        }
        return movies
    }

    /// Whether a film's details failed for a reason of the moment, not of the whole answer.
    private static func isOfTheMoment(_ error: MovieServiceError) -> Bool {
        switch error {
        case .httpStatus(let status, _): status >= 500 || status == 429
        case .timedOut, .unreachable, .badData: true
        case .imageHost(let failure): isOfTheMoment(failure)
        case .notFound, .authenticationFailed, .credentialMissing, .cache, .notCached, .incomplete, .notAnswered,
            .notImported:
            false
        }
    }

    /// `work` done for every input, ``Settings/detailConcurrency`` at a time, the results in the
    /// inputs' order without the `nil`s. The first failure cancels the rest and is thrown.
    func concurrently<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ work: @escaping @Sendable (Input) async throws(MovieServiceError) -> Output?
    ) async throws(MovieServiceError) -> [Output] {
        var results = [Output?](repeating: nil, count: inputs.count)
        var failure: MovieServiceError?
        await BoundedConcurrency.run(
            Array(inputs.indices), width: settings.detailConcurrency,
            perform: { index -> Result<Output?, MovieServiceError> in
                do throws(MovieServiceError) {
                    return .success(try await work(inputs[index]))
                } catch {
                    return .failure(error)
                }
            },
            handle: { index, result, _ in
                switch result {
                case .success(let output):
                    results[index] = output
                    return .goOn
                case .failure(let error):
                    failure = error
                    return .stop
                }
            })
        if let failure { throw failure }
        return results.compactMap { $0 }
    }
}
