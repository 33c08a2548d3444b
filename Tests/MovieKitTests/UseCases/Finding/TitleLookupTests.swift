import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The one rule for a title (issue 58, item 5): your library exactly, the cache exactly, your
/// library but for a typo, the cache but for a typo, then the source's search; `--year` narrows
/// each step, and a title close to several films is the chooser's.
struct TitleLookupTests {
    private static let dune1984 = makeFilmWithPage(id: 841, name: "Dune", year: 1984, votes: 4_000)
    private static let dune2021 = makeFilmWithPage(id: 438_631, name: "Dune", year: 2021, votes: 12_000)
    private static let arrival = makeFilmWithPage(id: 329_865, name: "Arrival", year: 2016, votes: 18_000)
    private let source = InProcessSource(films: UseCaseFilms.all + [dune1984, dune2021, arrival])
    private let cache: CacheDatabase

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    /// A chooser that answers `answer`, and keeps the ids of what it was offered.
    private final class Answering: FilmChooser, @unchecked Sendable {
        let answer: FilmChoice
        var offered: [[Int]] = []

        init(_ answer: FilmChoice) { self.answer = answer }

        var asksSomeone: Bool { true }

        func choose(among films: [MovieSummary], yours: Int?, for search: MovieSearch) async -> FilmChoice {
            offered.append(films.map(\.id))
            return answer
        }
    }

    private func finder(library: FilmLibrary? = nil, chooser: any FilmChooser = BestFilmTaken()) throws -> FilmFinder {
        FilmFinder(service: try .over(source, cache: cache), library: library, chooser: chooser)
    }

    /// Caches the pages of the films of `ids`, as `show ID` does.
    private func cache(_ ids: Int...) async throws {
        for id in ids { _ = try await finder().findForYourLibrary(.id(id)) }
    }

    @Test func aTypoOfACachedTitleIsForgivenWithoutAskingTheSource() async throws {
        try await cache(329_865)
        let asked = source.requests
        let found = try await finder().find(UseCaseFilms.typed("arival"))
        #expect(found.id == 329_865 && found.way == .closestTitle && found.closeFilms.isEmpty)
        #expect(source.requests == asked)
    }

    @Test func aTitleExactlyACachedFilmsIsTakenWithoutAskingTheSource() async throws {
        try await cache(15)
        let asked = source.requests
        let found = try await finder().find(UseCaseFilms.typed("SALTWATER"))
        #expect(found.id == 15 && found.way == .exactTitle)
        #expect(source.requests == asked)
    }

    @Test func aTitleExactlyACachedFilmsComesBeforeATypoOfYours() async throws {
        let library = try FilmLibrary.inMemory()
        // "Dune" is "Dunes" but for a typo; the cached Dune is titled exactly so.
        try library.addToWatchlist(LibraryFilm(source: .tmdb, id: 9, title: "Dunes", year: 2001), on: day("2026-01-01"))
        try await cache(841)
        let found = try await finder(library: library).find(UseCaseFilms.typed("dune"))
        #expect(found.id == 841 && found.way == .exactTitle)
    }

    @Test func aTypoCloseToTwoOfYourFilmsOffersBothTheMostVotedFirstAskingNoSource() async throws {
        let library = try FilmLibrary.inMemory()
        try await cache(15, 16)
        for film in [UseCaseFilms.saltwater1999, UseCaseFilms.saltwater2019] {
            try library.addToWatchlist(UseCaseFilms.kept(film), on: day("2026-01-01"))
        }
        let asked = source.requests
        let chooser = Answering(.chosen(1))
        let found = try await finder(library: library, chooser: chooser).find(UseCaseFilms.typed("saltwatr"))
        #expect(chooser.offered == [[16, 15]] && found.id == 15 && found.way == .chosen)
        #expect(source.requests == asked)
        // Asking no one, the best is taken, the other named (one line: "taking …; also: …").
        let best = try await finder(library: library).find(UseCaseFilms.typed("saltwatr"))
        #expect(best.id == 16 && best.closeFilms.map(\.id) == [16, 15])
    }

    @Test func twoOfYourFilmsCloseToATitleNothingElseHasAreOfferedOffline() async throws {
        let library = try FilmLibrary.inMemory()
        for film in [UseCaseFilms.saltwater1999, UseCaseFilms.saltwater2019] {
            try library.addToWatchlist(UseCaseFilms.kept(film), on: day("2026-01-01"))
        }
        let chooser = Answering(.chosen(1))
        let found = try await FilmFinder(
            service: .over(source, cache: cache, policy: .cacheOnly), library: library, chooser: chooser
        ).find(UseCaseFilms.typed("saltwatr"))
        #expect(chooser.offered.first?.count == 2 && found.way == .chosen)
        #expect(source.requests == 0)
    }

    @Test func theYearPicksTheRightDuneAtEveryStep() async throws {
        try await cache(841, 438_631)
        #expect(try await finder().find(UseCaseFilms.typed("dune", year: 1984)).id == 841)
        #expect(try await finder().find(UseCaseFilms.typed("duen", year: 1984)).id == 841)
        let library = try FilmLibrary.inMemory()
        try library.addToWatchlist(LibraryFilm(Self.dune1984, source: .tmdb), on: day("2026-01-01"))
        let yours = try finder(library: library)
        #expect(try await yours.find(UseCaseFilms.typed("dune", year: 2021)).id == 438_631)
        #expect(try await yours.find(UseCaseFilms.typed("duen", year: 2021)).id == 438_631)
    }

    @Test func aTitleOnlyTheSourceHasIsFoundByItsSearch() async throws {
        let found = try await finder().find(UseCaseFilms.typed("Blade Runner"))
        #expect(found.id == 78 && found.way == .exactTitle && source.requests == 1)
    }

    @Test func aCachedFilmOfATitleTheSourceGivesAnotherFilmIsOfferedWithIt() async throws {
        try await cache(15)
        let chooser = Answering(.chosen(1))
        let found = try await finder(chooser: chooser).find(UseCaseFilms.typed("saltwater"))
        #expect(chooser.offered == [[15, 16]] && found.id == 16)
    }

    @Test func theCommandsThatLookInYourLibraryAloneTakeItsStepsOfTheRule() throws {
        let films = [UseCaseFilms.kept(UseCaseFilms.saltwater1999), UseCaseFilms.kept(UseCaseFilms.saltwater2019)]
        #expect(TitleLookup.yours(try MovieSearch("saltwatr", year: 1999), among: films) == .one(films[0], typo: true))
        #expect(TitleLookup.yours(try MovieSearch("Saltwater"), among: films) == .several(films))
        #expect(TitleLookup.yours(try MovieSearch("Blade Runner"), among: films) == .none)
    }
}
