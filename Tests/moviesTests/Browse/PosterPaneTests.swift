import Foundation
import MovieKit
import Testing

@testable import movies

/// The highlighted film's poster in a picker's frame, without a terminal: room kept above the
/// page, asked only once a film stayed highlighted, and an image cleared before another is drawn.
struct PosterPaneTests {
    private static let films = ["Iron Harbor", "The Paper Lantern", "Perfect Ten"].enumerated().map {
        MovieSummary(id: $0.offset + 1, title: $0.element, rating: 70, voteCount: 10, year: 2016)
    }

    /// A page for film `id`, naming a poster unless `poster` is false.
    private static func page(_ id: Int, poster: Bool = true) -> FilmPage {
        var film = TMDBMovie(
            id: id, name: films[id - 1].title, releaseDate: APIDate.parse("2016-05-06"), grossing: nil, rating: 7,
            actors: [])
        film.page = MoviePage(posterPath: poster ? "/\(id).jpg" : nil)
        return FilmPage(movie: film, region: "US")
    }

    private func screen(_ graphics: TerminalGraphics) -> BrowseScreen {
        var screen = BrowseScreen(
            films: Self.films, heading: "discover", renderer: MovieRenderer(format: .table, style: .plain),
            columns: 120, rows: 30)
        screen.posters = PosterPane.forTerminal(graphics, cellWidth: 8, cellHeight: 16, environment: [:])
        return screen
    }

    /// Film `id`'s page arrives, the film stays highlighted, and `bytes` come as its poster.
    private func drawPoster(of id: Int, _ bytes: String, on screen: inout BrowseScreen) throws {
        screen.arrived(id, .loaded(Self.page(id)))
        let toSettle = screen.posterToSettle()
        let wanted = try #require(toSettle)
        let again = screen.posterToSettle()
        #expect(again == nil, "one settle at a time for the same poster")
        let settled = screen.posterSettled(wanted)
        #expect(settled)
        screen.posterArrived(wanted.key, Array(bytes.utf8))
    }

    /// What `frame` writes on row `number` (from 1), from its cursor move to the next row's.
    private static func row(_ number: Int, of frame: String) -> Substring {
        guard let start = frame.range(of: "\u{1B}[\(number);1H") else { return "" }
        let rest = frame[start.upperBound...]
        return rest[..<(rest.range(of: "\u{1B}[\(number + 1);1H")?.lowerBound ?? rest.endIndex)]
    }

    @Test func kittysImageIsDrawnOnceThenDeletedBeforeTheNextFilmsImage() throws {
        var screen = screen(.kitty)
        try drawPoster(of: 1, "\u{1B}_Ga=T,f=32;ONE\u{1B}\\", on: &screen)
        let first = screen.frame()
        #expect(first.hasSuffix("\u{1B}[2;52H\u{1B}_Ga=T,f=32;ONE\u{1B}\\"), "at the page's top left")
        #expect(!first.contains(PosterPane.kittyDelete))
        let again = screen.frame()
        #expect(!again.contains("ONE") && !again.contains(PosterPane.kittyDelete), "left where it is")

        _ = screen.press(.character("j"))
        let moved = screen.frame()
        #expect(moved.hasPrefix("\u{1B}[H" + PosterPane.kittyDelete), "deleted as soon as the film is left")
        try drawPoster(of: 2, "\u{1B}_Ga=T,f=32;TWO\u{1B}\\", on: &screen)
        let second = screen.frame()
        #expect(second.contains("TWO") && !second.contains(PosterPane.kittyDelete))
    }

    @Test func theRowsUnderAnImageAreNotErasedWhileItStays() throws {
        var screen = screen(.sixel)
        try drawPoster(of: 1, "\u{1B}Pq#0;2;0;0;0~~\u{1B}\\", on: &screen)
        let drawn = screen.frame()
        #expect(drawn.contains("\u{1B}[2;1H") && drawn.contains("\u{1B}Pq"))
        let size = try #require(screen.wantedPoster?.size)
        let kept = screen.frame()
        for row in 2...(size.rows + 1) {
            #expect(Self.row(row, of: drawn).hasSuffix("\u{1B}[K"), "row \(row) cleared before the image")
            #expect(!Self.row(row, of: kept).hasSuffix("\u{1B}[K"), "row \(row) keeps the image")
        }
        #expect(Self.row(size.rows + 2, of: kept).hasSuffix("\u{1B}[K"))
        _ = screen.press(.character("?"))
        let help = screen.frame()
        #expect(help.contains("\u{1B}[2;1H") && help.components(separatedBy: "\u{1B}[K").count > size.rows)
        #expect(!help.contains("\u{1B}Pq"), "the keys written over it")
    }

    @Test func halfBlocksAreRowsOfThePagePaneDrawnWithEveryFrame() throws {
        var screen = screen(.blocks(truecolor: true))
        try drawPoster(of: 1, "\u{1B}[38;2;1;2;3m▄▄▄\u{1B}[0m\n\u{1B}[38;2;1;2;3m▀▀▀\u{1B}[0m\n", on: &screen)
        for _ in 0..<2 {
            let frame = screen.frame()
            #expect(frame.contains(" │ \u{1B}[38;2;1;2;3m▄▄▄"), "\(frame.debugDescription)")
            #expect(frame.contains(" │ \u{1B}[38;2;1;2;3m▀▀▀"))
        }
        _ = screen.press(.character("j"))
        let next = screen.frame()
        #expect(!next.contains("▄▄▄"), "not beside the next film's page")
    }

    @Test func aSettleOvertakenByAnotherFilmAsksNothing() throws {
        var screen = screen(.kitty)
        screen.arrived(1, .loaded(Self.page(1)))
        let first = screen.posterToSettle()
        _ = screen.press(.character("j"))
        screen.arrived(2, .loaded(Self.page(2)))
        let second = screen.posterToSettle()
        let overtaken = try #require(first), landed = try #require(second)
        var asked: [Bool] = []
        for wanted in [overtaken, landed, landed] { asked.append(screen.posterSettled(wanted)) }
        #expect(asked == [false, true, false], "Iron Harbor did not stay highlighted; The Paper Lantern asked once")
    }

    @Test func aFilmWithoutAPosterOrWhosePosterCannotBeHadKeepsNoRoom() throws {
        var screen = screen(.kitty)
        screen.arrived(3, .loaded(Self.page(3, poster: false)))
        _ = screen.press(.character("G"))
        let toSettle = screen.posterToSettle()
        #expect(screen.wantedPoster == nil && toSettle == nil)
        _ = screen.press(.character("g"))
        screen.arrived(1, .loaded(Self.page(1)))
        #expect(screen.wantedPoster != nil)
        let withRoom = screen.frame()
        #expect(Self.row(2, of: withRoom).hasSuffix(" │ \u{1B}[0m\u{1B}[K"), "room above the page")
        screen.posterMissing(1)
        #expect(screen.wantedPoster == nil)
        let withoutRoom = screen.frame()
        #expect(Self.row(2, of: withoutRoom).contains(" │ Iron Harbor (2016)"), "the page at the top")
    }

    @Test func halfBlocksUnderNoColourDrawNoPosterButImagesStill() {
        #expect(
            PosterPane.forTerminal(
                .blocks(truecolor: true), cellWidth: 8, cellHeight: 16, environment: ["NO_COLOR": "1"]) == nil)
        #expect(PosterPane.forTerminal(.sixel, cellWidth: 8, cellHeight: 16, environment: ["NO_COLOR": "1"]) != nil)
    }
}
