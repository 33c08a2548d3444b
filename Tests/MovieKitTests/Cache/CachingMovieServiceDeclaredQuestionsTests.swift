import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// The pipeline asks a source only what its description declares it answers: any other question
/// is "not answered", said from the descriptions, and the source is never asked.
struct CachingMovieServiceDeclaredQuestionsTests {
    @Test func aQuestionTheDescriptionDoesNotDeclareIsNotAskedOfTheSource() async throws {
        let source = RecommendingService()
        let service = CachingMovieService(wrapping: source, catalogue: .builtInDemo, database: try .inMemory())
        do {
            _ = try await service.finalAnswer(to: .similar(toMovie: 1, limit: 5))
            Issue.record("the demo catalogue answered a recommendation")
        } catch {
            #expect(
                error == .notAnswered("the demo catalogue recommends no films; TMDB does (--source tmdb)"))
        }
        #expect(source.asked == 0)
    }

    @Test func aTopGrossingListIsNotAskedOfASourceWithoutTakings() async throws {
        let source = RecommendingService()
        let imdb = Catalogue(source: .imdb, origin: "https://datasets.imdbws.com:443")
        let service = CachingMovieService(wrapping: source, catalogue: imdb, database: try .inMemory())
        do {
            _ = try await service.finalAnswer(to: .list(.topGrossing, year: 2016))
            Issue.record("a list by takings was asked of a source without")
        } catch {
            #expect(error.description.hasPrefix("IMDb's datasets have no takings, so no top-grossing list"))
        }
        #expect(source.asked == 0)
    }
}

/// A service that would answer recommendations and lists, counting what it is asked.
private final class RecommendingService: RevalidatingMovieService, RecommendationFetching, Sendable {
    private let count = Mutex(0)

    var asked: Int { count.withLock { $0 } }

    var traits: MovieSourceTraits { MovieSourceTraits(revalidates: false, listsCarryDetails: false, listSize: nil) }
    var recommending: (any RecommendationFetching)? { self }

    func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie> {
        count.withLock { $0 += 1 }
        return .modified(makeMovie(id: id), fetchedAt: day("2026-11-24"), freshness: .unknown)
    }

    func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        count.withLock { $0 += 1 }
        return .modified(makeMovies(2), fetchedAt: day("2026-11-24"), freshness: .unknown)
    }

    func recommendations(
        forMovie id: Int, limit: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[MovieSummary]> {
        count.withLock { $0 += 1 }
        return .modified([], fetchedAt: day("2026-11-24"), freshness: .unknown)
    }
}
