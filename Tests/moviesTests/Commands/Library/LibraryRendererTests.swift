import Foundation
import MovieKit
import Testing

@testable import movies

/// Your lists as printed: tables for people, the archive's JSON, CSV by the rule of every list,
/// and Letterboxd's import format for export.
struct LibraryRendererTests {
    let plain = TextStyle(isEnabled: false)

    static let lantern = LibraryFilm(
        source: .tmdb, id: 100_001, imdbID: "tt9100001", title: "The Paper Lantern", year: 2016)
    static let formula = LibraryFilm(source: .tmdb, id: nil, title: "=HYPERLINK(\"x\")", year: 2020)
    static let untitled = LibraryFilm(source: .tmdb, id: 78, title: nil)

    @Test func aWatchlistTableNamesAFilmWithoutATitleByItsId() {
        let text = LibraryRenderer(format: .table, style: plain).render([
            WatchlistEntry(film: Self.untitled, added: APIDate.parse("2026-01-01") ?? .distantPast)
        ])
        #expect(text.contains("film 78"))
    }

    @Test func aDiaryTableSaysSeenForAFilmWithoutADay() {
        let text = LibraryRenderer(format: .table, style: plain).render([
            Viewing(film: Self.lantern, watchedOn: nil, markedOn: APIDate.parse("2026-01-01") ?? .distantPast)
        ])
        #expect(text.split(separator: "\n").last?.hasPrefix("seen") == true)
    }

    @Test func csvKeepsAFormulaTitleText() {
        let text = LibraryRenderer(format: .csv, style: plain).render([
            WatchlistEntry(film: Self.formula, added: APIDate.parse("2026-01-01") ?? .distantPast)
        ])
        #expect(text.contains("'=HYPERLINK"))
    }

    @Test func jsonOfARatingHasYourRatingAndTheDay() {
        let text = LibraryRenderer(format: .json, style: plain).render([
            FilmRating(film: Self.lantern, rating: 7, ratedOn: APIDate.parse("2026-01-02") ?? .distantPast)
        ])
        #expect(text.contains("\"yourRating\" : 7") && text.contains("\"ratedOn\" : \"2026-01-02\""))
        #expect(text.contains("\"id\" : 100001"))
    }

    @Test(arguments: [(2, "0.5"), (14, "3.5"), (16, "4"), (20, "5")])
    func letterboxdsStarsAreHalfTheRating(halves: Int, stars: String) {
        #expect(LetterboxdCSV.stars(YourRating(halves: halves)) == stars)
    }

    /// Letterboxd's stars go in halves: a rating between two takes the higher, 0.5 half a star.
    @Test(arguments: [(1, "0.5"), (17, "4.5"), (15, "4"), (19, "5")])
    func aRatingBetweenTwoOfLetterboxdsStarsTakesTheHigher(halves: Int, stars: String) {
        #expect(LetterboxdCSV.stars(YourRating(halves: halves)) == stars)
    }

    @Test func theLetterboxdExportHasARowPerViewingThenRatedAndWatchlistedFilms() {
        let day = APIDate.parse("2026-01-02") ?? .distantPast
        let other = LibraryFilm(source: .tmdb, id: 100_002, title: "Amélie and the Clockmaker", year: 2016)
        let archive = LibraryArchive(
            watchlist: [.init(WatchlistEntry(film: Self.formula, added: day))],
            diary: [
                .init(Viewing(film: Self.lantern, watchedOn: day, markedOn: day, rewatch: true, tags: ["a, b", "c"])),
                .init(Viewing(film: Self.lantern, watchedOn: nil, markedOn: day)),
            ],
            ratings: [
                .init(FilmRating(film: Self.lantern, rating: 9, ratedOn: day)),
                .init(FilmRating(film: other, rating: 7, ratedOn: day)),
            ])
        let lines = LetterboxdCSV().render(archive).split(separator: "\r\n").map(String.init)
        #expect(lines.first == "Title,Year,tmdbID,imdbID,WatchedDate,Rating,Rewatch,Tags,Review")
        #expect(lines.contains("The Paper Lantern,2016,100001,tt9100001,2026-01-02,4.5,Yes,\"a, b, c\","))
        #expect(lines.contains("The Paper Lantern,2016,100001,tt9100001,,4.5,,,"))
        #expect(lines.contains("Amélie and the Clockmaker,2016,100002,,,3.5,,,"))
        #expect(lines.contains("\"'=HYPERLINK(\"\"x\"\")\",2020,,,,,,,"))
        #expect(lines.count == 5)
    }
}
