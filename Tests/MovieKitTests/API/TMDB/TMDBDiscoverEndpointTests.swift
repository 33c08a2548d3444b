import Foundation
import MovieKit
import Testing

/// How a discover query is asked of TMDB: `discover/movie` with TMDB's own parameters.
struct TMDBDiscoverEndpointTests {
    private func parameters(_ endpoint: APIEndpoint) -> [String: String] {
        Dictionary(endpoint.query.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first })
    }

    @Test func asksEveryGenreTogetherAndAnyProviderWithTheRegionTMDBNeeds() {
        let query = DiscoverQuery(
            genres: [Genre(id: 878, name: "Science Fiction"), Genre(id: 18, name: "Drama")], years: 1980...1989,
            minimumRating: 7.5, minimumVotes: 100, runtime: 90...120, originalLanguage: "fr",
            providers: [WatchProvider(id: 8, name: "Netflix"), WatchProvider(id: 11, name: "Mubi")], region: "DE",
            order: .rating)
        let endpoint = TMDBEndpoint.discover(query, page: 2, language: "de-DE")
        #expect(endpoint.path == "discover/movie")
        #expect(
            parameters(endpoint) == [
                "include_adult": "false", "include_video": "false", "with_genres": "18,878",
                "primary_release_date.gte": "1980-01-01", "primary_release_date.lte": "1989-12-31",
                "vote_average.gte": "7.5", "vote_count.gte": "100", "with_runtime.gte": "90",
                "with_runtime.lte": "120", "with_original_language": "fr", "with_watch_providers": "8|11",
                "watch_region": "DE", "with_watch_monetization_types": "flatrate|free|ads",
                "sort_by": "vote_average.desc", "page": "2", "language": "de-DE",
            ])
    }

    @Test func asksNoFilterThatIsNotGiven() {
        #expect(
            parameters(TMDBEndpoint.discover(DiscoverQuery()))
                == ["include_adult": "false", "include_video": "false", "sort_by": "popularity.desc", "page": "1"])
    }

    @Test(arguments: [
        (DiscoverOrder.popularity, "popularity.desc"), (.rating, "vote_average.desc"), (.revenue, "revenue.desc"),
        (.date, "primary_release_date.desc"), (.votes, "vote_count.desc"), (.title, "title.asc"),
    ])
    func sortsAsTMDBSpellsIt(order: DiscoverOrder, sortBy: String) {
        #expect(parameters(TMDBEndpoint.discover(DiscoverQuery(order: order)))["sort_by"] == sortBy)
    }

    @Test func asksForGenresAndProvidersInTheLanguageAndRegion() {
        #expect(TMDBEndpoint.genres(language: "de-DE").path == "genre/movie/list")
        #expect(parameters(TMDBEndpoint.genres(language: "de-DE")) == ["language": "de-DE"])
        let providers = TMDBEndpoint.watchProviders(in: "DE")
        #expect(providers.path == "watch/providers/movie" && parameters(providers) == ["watch_region": "DE"])
    }
}
