import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Posters through the cache: where images are asked once and kept, each poster fetched from
/// the image host without any credential, kept for offline within a bound, never kept when cut
/// short.
struct CachingMovieServicePosterTests {
    private let cache: CacheDatabase
    private let catalogue = Catalogue(source: .tmdb, origin: "https://api.themoviedb.org:443", language: "en-US")
    private static let imageHost = "https://image.example.org/t/p/"

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    /// A stub TMDB whose configuration names `imageHost`, and whose image host serves `poster`.
    private func transport(poster: Data) -> StubTransport {
        StubTransport { request throws(TransportError) in
            if request.url.path.hasSuffix("/configuration") {
                let body = #"""
                    {"images":{"base_url":"http://image.example.org/t/p/","secure_base_url":"\#(Self.imageHost)",
                     "poster_sizes":["w92","w154","w185","w342","w500","w780","original"]},"change_keys":[]}
                    """#
                return HTTPResponse(status: 200, headers: ["Cache-Control": "max-age=86400"], body: Data(body.utf8))
            }
            if request.url.host == "image.example.org" {
                return HTTPResponse(status: 200, headers: ["Content-Type": "image/jpeg"], body: poster)
            }
            return TMDBTestData.notFound
        }
    }

    private func service(
        _ transport: StubTransport, policy: CachePolicy = .cacheThenNetwork,
        now: @escaping @Sendable () -> Date = Date.init
    ) -> CachingMovieService {
        let client = TMDBTestData.client(transport, credential: .apiKey(TMDBTestData.key))
        return CachingMovieService(
            wrapping: TMDBMovieService(client: client), catalogue: catalogue, database: cache, policy: policy, now: now)
    }

    private func film(_ id: Int, poster: String?) -> TMDBMovie {
        var film = TMDBMovie(id: id, name: "Film \(id)", releaseDate: nil, grossing: nil, rating: 7, actors: [])
        film.page = MoviePage(posterPath: poster)
        return film
    }

    @Test func fetchesAPosterWithoutTheCredentialThenAnswersFromTheCacheAlone() async throws {
        let jpeg = try Data(contentsOf: posterFixtureFile)
        let stub = transport(poster: jpeg)
        let poster = try #require(try await service(stub).poster(of: film(1, poster: "/p.jpg"), width: 300))
        #expect(poster.size == "w342" && poster.jpeg == jpeg)
        #expect(stub.requests.map(\.url.absoluteString).last == Self.imageHost + "w342/p.jpg")
        let image = try #require(stub.requests.last)
        #expect(image.headers["Authorization"] == nil && image.url.query == nil, "no credential of any kind")
        #expect(stub.requests.first?.url.query?.contains("api_key=") == true, "TMDB itself is signed")

        let offline = service(stub, policy: .cacheOnly)
        #expect(try await offline.poster(of: film(1, poster: "/p.jpg"), width: 300) == poster)
        #expect(try await service(stub).poster(of: film(1, poster: "/p.jpg"), width: 200) == poster)
        #expect(stub.requests.count == 2)

        // Where images are is kept too: another film's poster costs one request.
        _ = try await service(stub).poster(of: film(2, poster: "/q.jpg"), width: 300)
        #expect(stub.requests.count == 3)
        #expect(try cache.posterCount() == (posters: 2, bytes: jpeg.count * 2))
    }

    @Test func aFilmWithoutAPosterOrOfflineWithNoneCachedHasNone() async throws {
        let stub = transport(poster: try Data(contentsOf: posterFixtureFile))
        #expect(try await service(stub).poster(of: film(1, poster: nil)) == nil)
        #expect(try await service(stub, policy: .cacheOnly).poster(of: film(1, poster: "/p.jpg")) == nil)
        #expect(stub.requests.isEmpty)
    }

    @Test func neverKeepsAPosterCutShort() async throws {
        let stub = transport(poster: try Data(contentsOf: posterFixtureFile).prefix(900))
        await #expect(throws: MovieServiceError.self) {
            _ = try await service(stub).poster(of: film(1, poster: "/p.jpg"), width: 300)
        }
        #expect(try cache.posterCount().posters == 0)
    }

    @Test func keepsPostersWithinTheirBudgetTheLeastRecentlyShownGoingFirst() throws {
        let jpeg = try Data(contentsOf: posterFixtureFile)
        func poster(_ name: String) -> Poster { Poster(path: "/\(name).jpg", size: "w342", jpeg: jpeg) }
        let budget = jpeg.count * 2
        try cache.save(poster("a"), of: .tmdb, fetchedAt: day("2026-11-01"), budget: budget)
        try cache.save(poster("b"), of: .tmdb, fetchedAt: day("2026-11-02"), budget: budget)
        try cache.touch(poster("a"), of: .tmdb, at: day("2026-11-03"))
        try cache.save(poster("c"), of: .tmdb, fetchedAt: day("2026-11-04"), budget: budget)
        #expect(try cache.poster(at: "/a.jpg", size: "w342", of: .tmdb) != nil)
        #expect(try cache.poster(at: "/b.jpg", size: "w342", of: .tmdb) == nil)
        #expect(try cache.poster(at: "/c.jpg", size: "w342", of: .tmdb) != nil)
        try cache.clear(.tmdb)
        #expect(try cache.posterCount().posters == 0)
    }

    /// Showing a cached poster is a read: when it was shown is kept to the day, so only the first
    /// showing of a day writes it.
    @Test func keepsWhenAPosterWasShownToTheDayWritingOnlyTheFirstShowingOfADay() async throws {
        let jpeg = try Data(contentsOf: posterFixtureFile)
        let fetched = try #require(
            try await service(transport(poster: jpeg), now: { day("2026-11-01") })
                .poster(of: film(1, poster: "/p.jpg"), width: 300))
        func shownAt() throws -> Date? { try cache.poster(at: "/p.jpg", size: "w342", of: .tmdb)?.shownAt }
        #expect(try shownAt() == day("2026-11-01"))

        let offline = { (date: Date) in self.service(self.transport(poster: jpeg), policy: .cacheOnly, now: { date }) }
        let later = day("2026-11-01").addingTimeInterval(23 * 3_600)
        #expect(try await offline(later).poster(of: film(1, poster: "/p.jpg"), width: 300) == fetched)
        #expect(try shownAt() == day("2026-11-01"), "shown again within the day: nothing written")
        let nextDay = day("2026-11-02").addingTimeInterval(3_600)
        #expect(try await offline(nextDay).poster(of: film(1, poster: "/p.jpg"), width: 300) == fetched)
        #expect(try shownAt() == nextDay)
    }

    /// A poster never changes at its path: kept, it is the only answer even to `--refresh`.
    @Test func aKeptPosterIsTheOnlyAnswerWhateverThePolicy() async throws {
        let stub = transport(poster: try Data(contentsOf: posterFixtureFile))
        let question = Question<Poster>.poster(at: "/p.jpg", width: 300)
        _ = try await service(stub).finalAnswer(to: question)
        var kinds: [String] = []
        for await answer in service(stub, policy: .networkOnly).answers(to: question) { kinds.append(answer.kind()) }
        #expect(kinds == ["recent"])
        #expect(stub.requests.count == 2, "where images are, then the poster: once each")
    }

    /// Where images are is kept for the API's max age (a day here), whatever the policy, then
    /// asked again.
    @Test func whereImagesAreIsKeptForTheAPIsMaxAgeWhateverThePolicy() async throws {
        let stub = transport(poster: Data())
        let asked = Date()  // what TMDB's service stamps its answers with
        func kinds(at date: Date, _ policy: CachePolicy) async -> [String] {
            var kinds: [String] = []
            for await answer in service(stub, policy: policy, now: { date }).answers(to: .imageConfiguration) {
                kinds.append(answer.kind())
            }
            return kinds
        }
        #expect(await kinds(at: asked, .cacheThenNetwork) == ["notCached", "fresh"])
        #expect(await kinds(at: asked.addingTimeInterval(3_600), .networkOnly) == ["recent"])
        #expect(await kinds(at: asked.addingTimeInterval(2 * 86_400), .cacheThenNetwork) == ["cached", "fresh"])
        #expect(stub.requests.count == 2)
    }

    @Test func aSourceWithoutPostersSaysSo() async throws {
        let service = CachingMovieService(
            wrapping: DemoMovieService(client: BundledCatalogue.makeClient()), catalogue: .builtInDemo, database: cache)
        await #expect(throws: MovieServiceError.notFound("the demo catalogue has no posters")) {
            _ = try await service.poster(of: film(1, poster: "/p.jpg"))
        }
    }

    @Test func picksTheSmallestSizeThatCoversTheWidth() {
        let configuration = ImageConfiguration(
            baseURL: URL(string: Self.imageHost)!, posterSizes: ["w92", "w154", "w185", "w342", "w500", "original"])
        #expect(configuration.posterSize(covering: 90) == "w92")
        #expect(configuration.posterSize(covering: 186) == "w342")
        #expect(configuration.posterSize(covering: 500) == "w500")
        #expect(configuration.posterSize(covering: 501) == "original")
    }
}
