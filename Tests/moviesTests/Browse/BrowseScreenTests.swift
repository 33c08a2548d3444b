import MovieKit
import Testing

@testable import movies

/// What the picker's keys do to the screen, and what its frame draws, without a terminal.
struct BrowseScreenTests {
    private static let films = ["Zootopia", "Deadpool", "Doctor Strange", "Blade Runner"].enumerated().map {
        MovieSummary(id: $0.offset + 1, title: $0.element, rating: 70, voteCount: 10, year: 2016)
    }

    private func screen(colour: Bool = false) -> BrowseScreen {
        BrowseScreen(
            films: Self.films, heading: "discover",
            renderer: MovieRenderer(format: .table, style: TextStyle(isEnabled: colour)), columns: 100, rows: 12)
    }

    @Test func jAndKMoveTheHighlightAndQLeaves() {
        var screen = screen()
        #expect(screen.press(.character("j")) == .stay)
        #expect(screen.press(.down) == .stay)
        #expect(screen.picker.highlightedFilm?.title == "Doctor Strange")
        _ = screen.press(.character("k"))
        #expect(screen.picker.highlightedFilm?.title == "Deadpool")
        #expect(screen.press(.character("q")) == .leave)
        #expect(screen.press(.escape) == .leave)
        #expect(screen.press(.interrupt) == .interrupt)
    }

    @Test func slashFiltersAsOneTypesAndEscClearsIt() {
        var screen = screen()
        _ = screen.press(.character("/"))
        for letter in "doctr" { _ = screen.press(.character(letter)) }
        #expect(screen.picker.shown.count == 1 && screen.picker.highlightedFilm?.title == "Doctor Strange")
        #expect(screen.press(.character("q")) == .stay, "q is a letter of the filter while typing it")
        _ = screen.press(.escape)
        #expect(screen.mode == .list && screen.picker.shown.count == 4)
    }

    @Test func theFrameShowsTheListAndSaysThePageIsOnItsWay() {
        var screen = screen()
        let frame = screen.frame()
        #expect(frame.contains("movies discover · 4 films"))
        #expect(frame.contains("\u{1B}[7m Zootopia (2016)"))
        #expect(frame.contains("its page is on its way"))
        #expect(screen.pageToAsk?.id == 1)
    }

    @Test func aFrameWithoutColourSetsNoColour() {
        var screen = screen(colour: false)
        let styles = Set(
            screen.frame().split(separator: "\u{1B}[").compactMap { sequence -> Substring? in
                guard let end = sequence.firstIndex(where: { $0.isLetter }), sequence[end] == "m" else { return nil }
                return sequence[..<end]
            })
        #expect(styles.isSubset(of: ["0", "7", "27"]), "\(styles)")
    }

    @Test func questionMarkListsTheKeysAndAnyKeyGoesBack() {
        var screen = screen()
        let resting = screen.status
        _ = screen.press(.character("?"))
        #expect(screen.frame().contains("filter as you type"))
        #expect(screen.status == "any key goes back")
        _ = screen.press(.character("x"))
        #expect(screen.mode == .list)
        #expect(screen.status == resting, "the bottom line no longer says a key goes back")
    }

    @Test(arguments: [(true, false, "another film, at random"), (false, true, "choose the highlighted film")])
    func questionMarkListsWhatSpaceOrEnterDoInThisPicker(rolls: Bool, chooses: Bool, meaning: String) {
        var screen = BrowseScreen(
            films: Self.films, heading: "pick",
            renderer: MovieRenderer(format: .table, style: TextStyle(isEnabled: false)),
            columns: 100, rows: 16, rolls: rolls, chooses: chooses)
        _ = screen.press(.character("?"))
        let frame = screen.frame()
        #expect(frame.contains(meaning), "\(frame)")
        #expect(!frame.contains("the whole page (q, Esc or Enter back)") || rolls, "\(frame)")
    }

    @Test func spaceShowsAnotherFilmsWholePageEachTimeWhenThePickerRolls() {
        var screen = BrowseScreen(
            films: Self.films, heading: "pick",
            renderer: MovieRenderer(format: .table, style: TextStyle(isEnabled: false)),
            columns: 100, rows: 12, rolls: true)
        screen.show(at: 2)
        #expect(screen.mode == .wholePage(offset: 0) && screen.picker.highlightedFilm?.title == "Doctor Strange")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let before = screen.picker.highlightedFilm?.id
            #expect(screen.press(.character(" ")) == .roll)
            screen.roll(using: &generator)
            #expect(screen.picker.highlightedFilm?.id != before)
            #expect(screen.mode == .wholePage(offset: 0))
        }
        #expect(screen.press(.enter) == .stay && screen.mode == .list)
        #expect(screen.press(.character(" ")) == .roll, "Space rolls from the list too")
        #expect(screen.press(.character("q")) == .leave)
    }

    @Test func spaceScrollsTheWholePageWhenThePickerDoesNotRoll() {
        var screen = screen()
        _ = screen.press(.enter)
        #expect(screen.press(.character(" ")) == .stay)
        #expect(screen.picker.highlightedFilm?.title == "Zootopia")
        #expect(screen.press(.character("q")) == .stay && screen.mode == .list)
    }

    @Test func whenChoosingEnterChoosesTheHighlightedFilmAndQChoosesNone() {
        var screen = BrowseScreen(
            films: Self.films, heading: "which",
            renderer: MovieRenderer(format: .table, style: TextStyle(isEnabled: false)),
            columns: 100, rows: 12, chooses: true)
        #expect(screen.status.contains("Enter chooses it"))
        _ = screen.press(.character("j"))
        #expect(screen.press(.enter) == .choose && screen.picker.highlightedFilm?.title == "Deadpool")
        #expect(screen.press(.character("q")) == .leave)
    }

    /// Issue 58, item 8: a row's number moves to it, so `2` Enter chooses the second film.
    @Test func whenChoosingADigitMovesToThatFilmAndEnterChoosesIt() {
        var screen = BrowseScreen(
            films: Self.films, heading: "which",
            renderer: MovieRenderer(format: .table, style: TextStyle(isEnabled: false)),
            columns: 100, rows: 12, chooses: true)
        #expect(screen.frame().contains(" 2 Deadpool (2016)"), "the rows are numbered")
        #expect(screen.press(.character("2")) == .stay)
        #expect(screen.picker.highlightedFilm?.title == "Deadpool" && !screen.status.contains("does nothing"))
        #expect(screen.press(.enter) == .choose && screen.picker.highlightedFilm?.title == "Deadpool")
        _ = screen.press(.character("4"))
        #expect(screen.picker.highlightedFilm?.title == "Blade Runner")
        _ = screen.press(.character("7"))
        #expect(screen.status.contains("7 is no film here: 1 to 4"))
        #expect(screen.picker.highlightedFilm?.title == "Blade Runner")
    }

    @Test func outsideChoosingADigitMovesNothing() {
        var screen = screen()
        _ = screen.press(.character("2"))
        #expect(screen.picker.highlightedFilm?.title == "Zootopia" && !screen.frame().contains(" 1 Zootopia"))
    }
}
