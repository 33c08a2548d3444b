import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Of several films close to a title (``FoundFilm/closeFilms``), the one a ``FilmChooser`` says:
/// the best when it asks no one, the one chosen, or none (nothing found, nothing written).
struct FilmChooserTests {
    private let source = UseCaseFilms.source()

    /// A chooser that answers `answer`, and keeps what it was offered.
    private final class Answering: FilmChooser, @unchecked Sendable {
        let answer: FilmChoice
        let asksSomeone: Bool
        var offered: [[Int]] = []
        /// The film of your library each offer named, if any.
        var yours: [Int?] = []

        init(_ answer: FilmChoice, asksSomeone: Bool = true) {
            self.answer = answer
            self.asksSomeone = asksSomeone
        }

        func choose(among films: [MovieSummary], yours: Int?, for search: MovieSearch) async -> FilmChoice {
            offered.append(films.map(\.id))
            self.yours.append(yours)
            return answer
        }
    }

    private func finder(_ chooser: any FilmChooser, library: FilmLibrary? = nil) throws -> FilmFinder {
        FilmFinder(service: try .over(source), library: library, chooser: chooser)
    }

    /// A library holding Saltwater (1999), rated 7: one film of a title another film has too.
    private func libraryWithSaltwater1999() throws -> FilmLibrary {
        let library = try FilmLibrary.inMemory()
        try library.rate(UseCaseFilms.kept(UseCaseFilms.saltwater1999), 7, on: day("2026-01-01"))
        return library
    }

    @Test func aTitleOfTwoFilmsOffersBothTheMostVotedFirst() async throws {
        let chooser = Answering(.best)
        let found = try await finder(chooser).find(UseCaseFilms.typed("Saltwater"))
        #expect(chooser.offered == [[16, 15]] && chooser.yours == [nil])
        #expect(found.id == 16 && found.way == .exactTitle && found.closeFilms.map(\.id) == [16, 15])
    }

    @Test func theFilmChosenIsTakenWithTheOthersAsAlternatives() async throws {
        let found = try await finder(Answering(.chosen(1))).find(UseCaseFilms.typed("Saltwater"))
        #expect(found.id == 15 && found.way == .chosen && found.film.year == 1999)
        #expect(found.alternatives.map(\.id) == [16] && found.closeFilms.isEmpty)
    }

    @Test func choosingNoneFindsNothing() async throws {
        await #expect(throws: FilmFinderError.cancelled) {
            try await finder(Answering(.cancelled)).find(UseCaseFilms.typed("Saltwater"))
        }
    }

    @Test func aTitleOfOneFilmAsksNoOne() async throws {
        let chooser = Answering(.cancelled)
        let found = try await finder(chooser).find(UseCaseFilms.typed("Blade Runner"))
        #expect(found.id == 78 && chooser.offered.isEmpty)
    }

    @Test func cancellingAnEditWritesNothing() async throws {
        let library = try FilmLibrary.inMemory()
        let editor = try LibraryEditor(library: library, chooser: Answering(.cancelled))
        let error = await #expect(throws: LibraryEditError.self) {
            try await editor.rate(UseCaseFilms.typed("saltwater"), 6, findingWith: .over(source))
        }
        #expect(error?.reason == .finding(.cancelled))
        #expect(try library.diary(of: .tmdb).isEmpty && library.ratings(of: .tmdb).isEmpty)
    }

    @Test func yourLibrarysOneFilmOfATitleIsOfferedFirstBesideTheOtherFilmsOfThatTitle() async throws {
        let chooser = Answering(.chosen(1))
        let found = try await finder(chooser, library: libraryWithSaltwater1999()).find(UseCaseFilms.typed("saltwater"))
        #expect(chooser.offered == [[15, 16]] && chooser.yours == [15])
        #expect(found.id == 16 && found.way == .chosen && found.alternatives.map(\.id) == [15])
    }

    @Test func choosingTheFirstTakesYourLibrarysFilm() async throws {
        let found = try await finder(Answering(.chosen(0)), library: libraryWithSaltwater1999())
            .find(UseCaseFilms.typed("saltwater"))
        #expect(found.id == 15 && found.way == .fromYourLibrary)
    }

    @Test func aChooserThatAsksNoOneTakesYourLibrarysFilmWithoutSearching() async throws {
        let chooser = Answering(.chosen(1), asksSomeone: false)
        let found = try await finder(chooser, library: libraryWithSaltwater1999()).find(UseCaseFilms.typed("saltwater"))
        #expect(found.id == 15 && found.way == .fromYourLibrary && chooser.offered.isEmpty)
        #expect(source.requests == 0)
    }
}
