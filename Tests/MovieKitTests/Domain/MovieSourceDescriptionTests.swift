import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Each source is described once, and what it lacks is said from the descriptions.
struct MovieSourceDescriptionTests {
    /// Each source's service, as `movies` makes it (no request is sent).
    private static func services() -> [(MovieSource, any RevalidatingMovieService)] {
        let tmdb = TMDBMovieService(client: TMDBTestData.client(StubTransport(failing: .unreachable("no network"))))
        let imdb = IMDbMovieService(folder: IMDbFolder(cacheURL: URL(fileURLWithPath: "/nonexistent/movies.sqlite")))
        return [(.demo, DemoMovieService(client: BundledCatalogue.makeClient())), (.tmdb, tmdb), (.imdb, imdb)]
    }

    @Test func eachSourcesServiceHandsOutExactlyTheQuestionsItsDescriptionDeclares() {
        for (source, service) in Self.services() {
            let described = source.described
            let handedOut: [(SourceQuestions, Bool)] = [
                (.search, service.searching != nil), (.discover, service.discovering != nil),
                (.genres, service.namingGenres != nil), (.browseLists, service.browsing != nil),
                (.recommendations, service.recommending != nil), (.collections, service.collections != nil),
                (.imdbIDs, service.findingByIMDbID != nil), (.watchProviders, service.watchProviders != nil),
                (.posters, service.posters != nil),
            ]
            for (question, isHandedOut) in handedOut {
                #expect(described.answers(question) == isHandedOut, "\(source) \(question.rawValue)")
            }
        }
    }

    @Test(arguments: [
        (MovieSource.imdb, SourceLack.recommendations, "IMDb's datasets recommend no films; TMDB does (--source tmdb)"),
        (.demo, .collections, "the demo catalogue has no collections; TMDB has (--source tmdb)"),
        (.demo, .genres, "the demo catalogue names no genres; TMDB and IMDb's datasets do (--source tmdb or imdb)"),
        (
            .demo, .imdbIDs,
            "the demo catalogue cannot find films by their IMDb id; TMDB and IMDb's datasets can (--source tmdb or imdb)"
        ),
        (
            .imdb, .browseList(.trending(.week)),
            "IMDb's datasets have no list of films trending this week; TMDB has (--source tmdb)"
        ),
        (
            .imdb, .list(.topGrossing),
            "IMDb's datasets have no takings, so no top-grossing list; the demo catalogue and TMDB have them (--source demo or tmdb)"
        ),
        (
            .imdb, .order(.revenue),
            "IMDb's datasets have no takings to order by; the demo catalogue and TMDB have them (--source demo or tmdb)"
        ),
    ])
    func aLackIsSaidWithTheSourcesThatHaveItAndHowToAskThem(source: MovieSource, lack: SourceLack, text: String) {
        #expect(source.described.saying(lack) == text)
    }

    @Test func aSourceFiltersDiscoverByWhatItsFilmsSay() {
        #expect(MovieSource.demo.described.discoverFilters == [.years, .rating])
        #expect(MovieSource.imdb.described.discoverFilters == [.genre, .years, .rating, .votes, .runtime])
        #expect(MovieSource.tmdb.described.discoverFilters == Set(DiscoverFilter.allCases))
    }

    @Test func aFilterNoSourceHasIsRefusedNamingTheSourcesThatHaveIt() {
        let refusal = DiscoverRequestError.filtersNotApplied([.originalLanguage], source: .imdb)
        #expect(
            refusal.description
                == "IMDb's films say nothing of original languages: leave --original-language out, or ask another source (--source tmdb)"
        )
    }

    @Test func onlyASourceWithACredentialNeedsOne() {
        #expect(MovieSourceDescription.all.filter(\.needsCredential).map(\.source) == [.tmdb])
        #expect(MovieSourceDescription.all.filter(\.answersFromImport).map(\.source) == [.imdb])
    }
}
