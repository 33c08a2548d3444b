import MovieKit
import Testing

/// The full-screen picker's list apart from drawing: the highlight, the rows on the screen and
/// the filter that forgives typos.
struct FilmPickerTests {
    private static func films(_ count: Int) -> [MovieSummary] {
        (1...count).map { MovieSummary(id: $0, title: "Film \($0)", rating: 7) }
    }

    private static let titled = [
        "Zootopia", "Deadpool", "Captain America - Civil War", "Doctor Strange", "Blade Runner", "Blade Runner 2049",
    ].enumerated().map { MovieSummary(id: $0.offset + 1, title: $0.element, rating: 7) }

    @Test func highlightsTheFirstFilmAndShowsAScreenful() {
        let picker = FilmPicker(films: Self.films(30), height: 10)
        #expect(picker.highlightedFilm?.id == 1)
        #expect(picker.visibleRows.map(\.film.id) == Array(1...10))
        #expect(picker.visibleRows.filter(\.isHighlighted).map(\.film.id) == [1])
    }

    @Test func movingPastTheBottomRowScrollsTheListByOne() {
        var picker = FilmPicker(films: Self.films(30), height: 10)
        picker.move(by: 10)
        #expect(picker.highlightedFilm?.id == 11)
        #expect(picker.visibleRows.first?.film.id == 2)
    }

    @Test func movesStopAtEitherEnd() {
        var picker = FilmPicker(films: Self.films(30), height: 10)
        picker.move(by: -3)
        #expect(picker.highlightedFilm?.id == 1)
        picker.moveToLast()
        #expect(picker.highlightedFilm?.id == 30)
        #expect(picker.visibleRows.map(\.film.id) == Array(21...30))
        picker.move(by: 5)
        #expect(picker.highlightedFilm?.id == 30)
        picker.moveToFirst()
        #expect(picker.highlightedFilm?.id == 1 && picker.top == 0)
    }

    @Test func pagesMoveAScreenfulAtATime() {
        var picker = FilmPicker(films: Self.films(30), height: 10)
        picker.pageDown()
        #expect(picker.highlightedFilm?.id == 11)
        picker.pageDown()
        picker.pageUp()
        #expect(picker.highlightedFilm?.id == 11)
    }

    @Test func aSmallerScreenKeepsTheHighlightedFilmOnIt() {
        var picker = FilmPicker(films: Self.films(30), height: 20)
        picker.move(by: 15)
        picker.resize(height: 5)
        #expect(picker.visibleRows.contains { $0.film.id == 16 && $0.isHighlighted })
        #expect(picker.visibleRows.count == 5)
    }

    @Test(arguments: [
        ("blade runer", [5, 6]), ("captian america", [3]), ("2049", [6]), ("STRANGE", [4]), ("", [1, 2, 3, 4, 5, 6]),
    ])
    func aFilterKeepsTheTitlesItComesCloseTo(typed: String, kept: [Int]) {
        var picker = FilmPicker(films: Self.titled, height: 10)
        picker.filter(typed)
        #expect(picker.shown.map { picker.films[$0].id } == kept)
    }

    @Test func aFilterKeepsNothingCloseToNonsense() {
        var picker = FilmPicker(films: Self.titled, height: 10)
        picker.filter("xqzvw")
        #expect(picker.shown.isEmpty && picker.highlightedFilm == nil && picker.visibleRows.isEmpty)
        picker.move(by: 1)
        #expect(picker.highlightedFilm == nil)
    }

    @Test func theHighlightedFilmStaysHighlightedWhenTheFilterKeepsIt() {
        var picker = FilmPicker(films: Self.titled, height: 10)
        picker.move(by: 5)
        picker.filter("blade")
        #expect(picker.highlightedFilm?.title == "Blade Runner 2049")
        picker.filter("zoo")
        #expect(picker.highlightedFilm?.title == "Zootopia")
    }
}
