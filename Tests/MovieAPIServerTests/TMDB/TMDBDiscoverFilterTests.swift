import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `discover/movie`'s filters, alone and together, on the hand-written films, over real HTTP.
struct TMDBDiscoverFilterTests {
    typealias Page = TMDBWire.Page<TMDBWire.MovieListItem>

    /// The films `query` selects, every page, as ids in the order given.
    private func ids(_ server: TMDBTestServer, _ query: String) async throws -> [Int] {
        var ids: [Int] = []
        var number = 1
        var page: Page
        repeat {
            let response = try await server.get("discover/movie", queryString: query + "&page=\(number)")
            try #require(response.status == 200, "\(query): \(String(decoding: response.body, as: UTF8.self))")
            page = try JSONDecoder().decode(Page.self, from: response.body)
            ids += page.results.map(\.id)
            number += 1
        } while number <= page.totalPages
        return ids
    }

    @Test(arguments: [
        ("with_genres=28,878", [100004, 100018]),
        ("with_genres=28,878,53", [100018]),
        ("with_genres=36|10752", [100021, 100023]),
        ("with_genres=99|37|10770", [100006, 100022, 100026]),
        ("with_genres=18&without_genres=10749,53", [100003, 100007, 100009, 100012, 100016, 100017, 100021, 100023]),
    ])
    func readsACommaAsEveryGenreAndABarAsAnyOne(query: String, expected: [Int]) async throws {
        try await withTMDBServer { server async throws in
            #expect(try await ids(server, query).sorted() == expected)
        }
    }

    @Test(arguments: [
        ("primary_release_date.gte=1980-01-01&primary_release_date.lte=1999-12-31", [100015, 100019, 100021, 100022]),
        ("primary_release_date.gte=2016-03-04&primary_release_date.lte=2016-03-04", [100001]),
        ("primary_release_date.lte=1983-03-12", [100020, 100021]),
        ("primary_release_date.gte=2021-08-27", [100018, 100025, 100026]),
    ])
    func keepsTheFilmsReleasedWithinTheDatesBothIncluded(query: String, expected: [Int]) async throws {
        try await withTMDBServer { server async throws in
            #expect(try await ids(server, query).sorted() == expected)
        }
    }

    @Test func leavesOutFilmsWithNoDateOnceADateBoundIsGiven() async throws {
        try await withTMDBServer { server async throws in
            let dated = try await ids(server, "primary_release_date.gte=1900-01-01")
            #expect(dated.count == 24)
            #expect(!dated.contains(100011) && !dated.contains(100012))
        }
    }

    @Test(arguments: [
        ("vote_average.gte=8", [100002, 100006, 100014, 100021]),
        ("vote_average.lte=6.4", [100008, 100011, 100012, 100019, 100026]),
        ("vote_average.gte=7.2&vote_average.lte=7.3", [100009, 100013, 100016, 100025]),
    ])
    func keepsTheFilmsRatedWithinTheBounds(query: String, expected: [Int]) async throws {
        try await withTMDBServer { server async throws in
            #expect(try await ids(server, query).sorted() == expected)
        }
    }

    @Test(arguments: [
        ("with_runtime.lte=89", [100006, 100020, 100024, 100026]),
        ("with_runtime.gte=150", [100018, 100021]),
        ("with_runtime.gte=0&with_runtime.lte=1", []),
    ])
    func keepsTheFilmsLastingWithinTheBoundsLeavingOutUnknownRuntimes(query: String, expected: [Int]) async throws {
        try await withTMDBServer { server async throws in
            let found = try await ids(server, query)
            #expect(found.sorted() == expected)
            #expect(!found.contains(100007) && !found.contains(100008) && !found.contains(100011))
        }
    }

    @Test(arguments: [
        ("with_original_language=ja", [100003, 100017, 100021]),
        ("with_original_language=fr|es", [100002, 100009, 100020, 100022]),
        ("with_original_language=ko|da|de", [100007, 100023, 100024, 100025]),
        ("with_original_language=sv", []),
    ])
    func keepsTheFilmsInAnOriginalLanguageAsked(query: String, expected: [Int]) async throws {
        try await withTMDBServer { server async throws in
            #expect(try await ids(server, query).sorted() == expected)
        }
    }

    @Test func ignoresProvidersWithoutAWatchRegionAsTMDBDoes() async throws {
        try await withTMDBServer { server async throws in
            #expect(try await ids(server, "with_watch_providers=8").count == 26)
            #expect(try await ids(server, "with_watch_providers=8,337&with_watch_monetization_types=free").count == 26)
        }
    }

    @Test(arguments: [
        ("watch_region=US&with_watch_providers=8", [100002, 100008, 100014, 100020, 100026]),
        ("watch_region=DE&with_watch_providers=8", [100001, 100007, 100013, 100019, 100025]),
        ("watch_region=US&with_watch_providers=8,2", [100002, 100008, 100014, 100020, 100026]),
        ("watch_region=US&with_watch_providers=8,337", []),
        (
            "watch_region=US&with_watch_providers=8|337",
            [100002, 100008, 100009, 100014, 100015, 100020, 100021, 100026]
        ),
        ("watch_region=FR&with_watch_providers=8", []),
    ])
    func keepsTheFilmsToWatchOnEveryOrAnyProviderInTheRegion(query: String, expected: [Int]) async throws {
        try await withTMDBServer { server async throws in
            #expect(try await ids(server, query).sorted() == expected)
        }
    }

    @Test(arguments: [
        ("watch_region=US&with_watch_providers=2&with_watch_monetization_types=flatrate", 0),
        ("watch_region=US&with_watch_providers=2&with_watch_monetization_types=rent", 25),
        ("watch_region=US&with_watch_providers=191&with_watch_monetization_types=free", 1),
        ("watch_region=US&with_watch_providers=191&with_watch_monetization_types=flatrate|ads", 0),
        ("watch_region=US&with_watch_providers=73&with_watch_monetization_types=ads|free", 1),
        ("watch_region=DE&with_watch_providers=10&with_watch_monetization_types=buy", 2),
        ("watch_region=DE&with_watch_providers=10", 24),
    ])
    func countsAProviderOnlyByTheWaysToWatchAsked(query: String, count: Int) async throws {
        try await withTMDBServer { server async throws in
            #expect(try await ids(server, query).count == count)
        }
    }

    @Test func findsTheFreeAndTheAdSupportedFilms() async throws {
        try await withTMDBServer { server async throws in
            #expect(try await ids(server, "watch_region=US&with_watch_providers=191") == [100020])
            #expect(try await ids(server, "watch_region=us&with_watch_providers=73") == [100022])
        }
    }

    @Test func combinesEveryFilterWithAnd() async throws {
        try await withTMDBServer { server async throws in
            let query =
                "with_genres=18&with_original_language=ja&with_runtime.gte=100"
                + "&primary_release_date.lte=2010-01-01&vote_average.gte=7&sort_by=primary_release_date.asc"
            #expect(try await ids(server, query) == [100021, 100017])
        }
    }

    @Test func keepsApartSelectionsThatDifferOnlyInANewFilter() async throws {
        try await withTMDBServer { server async throws in
            let action = try await ids(server, "with_genres=28")
            let adventure = try await ids(server, "with_genres=12")
            #expect(action != adventure)
            #expect(try await ids(server, "with_genres=28") == action)
            #expect(try await ids(server, "with_genres=28&with_runtime.gte=150") == [100018])
        }
    }

    @Test(arguments: [
        ("popularity.desc", "popularity"), ("popularity.asc", "popularity"), ("vote_average.desc", "vote_average"),
        ("vote_count.desc", "vote_count"), ("revenue.desc", "revenue"), ("primary_release_date.desc", "date"),
        ("primary_release_date.asc", "date"), ("title.asc", "title"), ("original_title.asc", "original_title"),
    ])
    func sortsByEachOrderBreakingTiesById(sort: String, field: String) async throws {
        let movies = try tmdbFixtureCatalogue().movies
        try await withTMDBServer { server async throws in
            let found = try await ids(server, "sort_by=\(sort)")
            let descending = sort.hasSuffix(".desc")
            let expected = movies.sorted { a, b in
                let order = Self.compare(a, b, by: field)
                return order == 0 ? a.id < b.id : (descending ? order > 0 : order < 0)
            }
            #expect(found == expected.map(\.id))
        }
    }

    private static func compare(_ a: TMDBWire.MovieDetails, _ b: TMDBWire.MovieDetails, by field: String) -> Int {
        func order<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : (x == y ? 0 : 1) }
        switch field {
        case "popularity": return order(a.popularity, b.popularity)
        case "vote_average": return order(a.voteAverage, b.voteAverage)
        case "vote_count": return order(a.voteCount, b.voteCount)
        case "revenue": return order(a.revenue, b.revenue)
        case "date": return order(a.releaseDate ?? "", b.releaseDate ?? "")
        case "title": return order(a.title, b.title)
        default: return order(a.originalTitle, b.originalTitle)
        }
    }

    @Test(arguments: [
        "primary_release_date.gte=2016-13-01", "primary_release_date.lte=yesterday",
        "primary_release_date.gte=2016-02-30", "primary_release_date.lte=16-06-2016", "with_runtime.gte=long",
        "with_runtime.lte=1.5", "vote_average.gte=high", "vote_average.lte=nan", "with_genres=action",
        "without_genres=28,x", "watch_region=US&with_watch_providers=netflix",
        "watch_region=US&with_watch_providers=8&with_watch_monetization_types=subscription",
        "sort_by=popularity.sideways", "sort_by=budget.desc",
    ])
    func refusesAValueItCannotReadWithTMDBs422(query: String) async throws {
        try await withTMDBServer { server async throws in
            let response = try await server.get("discover/movie", queryString: query)
            #expect(response.status == 422)
            let status = try JSONDecoder().decode(TMDBWire.Status.self, from: response.body)
            #expect(status.statusCode == 5 && status.success == false)
        }
    }
}
