import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

/// The lists of your library that `watchlist`, `diary` and `ratings` print: each reads its own
/// entries of the source asked (none without a library), renders them as its own table, and
/// counts for the note on other sources what the library counts of it.
struct LibraryListTests {
    @Test func eachListReadsItsOwnEntriesOfTheSourceAsked() throws {
        let library = try FilmLibrary.inMemory()
        let (wanted, watched, rated) = (Self.film(1, "Wanted"), Self.film(2, "Watched"), Self.film(3, "Rated"))
        _ = try library.addToWatchlist(wanted, on: day("2026-03-01"))
        _ = try library.log(Viewing(film: watched, watchedOn: day("2026-03-02"), markedOn: day("2026-03-02")))
        _ = try library.rate(rated, 8, on: day("2026-03-03"))
        _ = try library.addToWatchlist(LibraryFilm(source: .demo, id: 4, title: "Elsewhere"), on: day("2026-03-04"))

        #expect(try LibraryList.watchlist.entries(in: library, of: .tmdb).films == [wanted])
        // A film rated is marked seen, without a day.
        #expect(Set(try LibraryList.diary.entries(in: library, of: .tmdb).films) == [watched, rated])
        #expect(try LibraryList.ratings.entries(in: library, of: .tmdb).films == [rated])
    }

    @Test(arguments: [
        (LibraryList.watchlist, "Your watchlist is empty"), (.diary, "Your diary is empty"),
        (.ratings, "You have rated no films"),
    ])
    func aListWithoutALibraryIsEmptyAndSaysSo(list: LibraryList, says: String) throws {
        let entries = try list.entries(in: nil, of: .tmdb)
        #expect(entries.films.isEmpty)
        #expect(entries.rendered(LibraryRenderer(format: .table, style: .plain)).hasPrefix(says))
    }

    @Test func eachListCountsWhatTheLibraryCountsOfIt() {
        #expect(LibraryList.watchlist.counted == \LibraryCounts.watchlist)
        #expect(LibraryList.diary.counted == \LibraryCounts.viewings)
        #expect(LibraryList.ratings.counted == \LibraryCounts.ratings)
    }

    static func film(_ id: Int, _ title: String) -> LibraryFilm {
        LibraryFilm(source: .tmdb, id: id, title: title)
    }
}
