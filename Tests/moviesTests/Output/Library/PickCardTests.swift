import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

/// The film `pick` chose, as a short card: title and year, runtime, where it streams for you, id.
struct PickCardTests {
    private let entry = WatchlistEntry(
        film: LibraryFilm(source: .tmdb, id: 78, title: "Blade Runner", year: 1982), added: day("2026-11-01"))

    private func film(streams: [String]) -> TMDBMovie {
        var film = TMDBMovie(
            id: 78, name: "Blade Runner", releaseDate: APIDate.parse("1982-06-25"), grossing: 0, rating: 7.9,
            actors: [], runtime: 117)
        film.page = MoviePage(watch: ["US": WatchOptions(stream: streams, rent: ["Apple TV"])])
        return film
    }

    private func card(_ picked: PickedFilm, style: TextStyle = .plain) -> String {
        PickCard(style: style, source: MovieSource.tmdb.described, region: "US").render(picked)
    }

    @Test func showsTitleYearRuntimeWhereItStreamsYoursFirstAndItsId() throws {
        let film = film(streams: ["Netflix", "Max"])
        let services = try StreamingServices(reading: "max")
        let picked = PickedFilm(
            entry: entry, movie: film, whereToWatch: WhereToWatch(film.page, region: "US", services: services))
        #expect(
            card(picked) == """
                Blade Runner (1982)
                  Runtime   1 h 57 min
                  Stream    * Max, Netflix (US)
                  Id        78
                  Where to watch: data by JustWatch (justwatch.com), via TMDB.

                """)
    }

    @Test func saysWhenItStreamsNowhereInTheRegion() {
        let film = film(streams: [])
        let picked = PickedFilm(
            entry: entry, movie: film, whereToWatch: WhereToWatch(film.page, region: "US", services: .any))
        let text = card(picked)
        #expect(text.contains("  Stream    on no service in US\n") && !text.contains("JustWatch"), "\(text)")
    }

    @Test func aFilmWithoutItsPageIsShownByWhatTheWatchlistKnows() {
        let text = card(PickedFilm(entry: entry, movie: nil, whereToWatch: nil))
        #expect(text == "Blade Runner (1982)\n  Id        78\n", "\(text)")
    }
}
