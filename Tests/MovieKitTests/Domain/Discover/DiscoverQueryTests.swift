import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// How a discover query is keyed, said and applied to films carried in the process.
struct DiscoverQueryTests {
    @Test func keysEveryFilterInOneOrderWhateverTheOrderGiven() {
        let query = DiscoverQuery(
            genres: [Genre(id: 878, name: "Science Fiction"), Genre(id: 18, name: "Drama")], years: 1980...1989,
            minimumRating: 7.5, minimumVotes: 100, runtime: 90...120, originalLanguage: "FR",
            providers: [WatchProvider(id: 337, name: "Disney Plus"), WatchProvider(id: 8, name: "Netflix")],
            region: "de", order: .rating)
        #expect(
            query.key
                == "discover/genres=18,878/years=1980-1989/rating=7.5/votes=100/runtime=90-120/language=fr/on=DE:8,337/sort=rating"
        )
        #expect(DiscoverQuery().key == "discover/sort=popularity")
    }

    @Test func keysAProviderKnownOnlyByNameByItsNameSoTwoNeverShareAKey() {
        let netflix = DiscoverQuery(providers: [WatchProvider(id: 0, name: "Netflix")])
        let mubi = DiscoverQuery(providers: [WatchProvider(id: 0, name: "MUBI")])
        #expect(netflix.key == "discover/on=US:netflix/sort=popularity" && mubi.key != netflix.key)
    }

    @Test func isOneQuestionWhateverTheNamesOfItsGenres() {
        let english = DiscoverQuery(genres: [Genre(id: 35, name: "Comedy")])
        let german = DiscoverQuery(genres: [Genre(id: 35, name: "Komödie")])
        #expect(MovieQuestion.discover(english).key == MovieQuestion.discover(german).key)
    }

    @Test func saysWhatItAsksInWords() {
        let query = DiscoverQuery(
            genres: [Genre(id: 18, name: "Drama")], years: 1980...1989,
            providers: [WatchProvider(id: 8, name: "Netflix")], region: "US")
        #expect(query.description == "films of Drama, of 1980–1989, streaming on Netflix in US")
        #expect(DiscoverQuery(years: 2016...2016).description == "films of 2016")
    }

    @Test func selectsCarriedFilmsByYearAndRatingOnTheirScale() {
        let films = [
            MovieSummary(id: 1, title: "A", releaseDate: day("2016-01-01"), rating: 81),
            MovieSummary(id: 2, title: "B", releaseDate: day("2016-05-01"), rating: 90),
            MovieSummary(id: 3, title: "C", releaseDate: day("2015-05-01"), rating: 95),
            MovieSummary(id: 4, title: "D", releaseDate: day("2016-03-01"), rating: 60),
        ]
        let query = DiscoverQuery(years: 2016...2016, minimumRating: 8)
        #expect(query.select(films, ratingScale: 100).map(\.id) == [2, 1])
        #expect(DiscoverQuery(years: 2016...2016, order: .date).select(films, ratingScale: 100).map(\.id) == [2, 4, 1])
        #expect(DiscoverQuery(order: .title).select(films, ratingScale: 100).map(\.id) == [1, 2, 3, 4])
    }

    @Test func readsTheKeysOfGenresAndProvidersBack() {
        #expect(MovieQuestion(key: "genres") == .genres)
        #expect(MovieQuestion(key: "providers/DE") == .watchProviders(region: "DE"))
        #expect(MovieQuestion(key: "providers/") == nil)
    }
}
