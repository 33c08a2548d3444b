/// Finds the film a person means (``WantedFilm``): by its id as given; by IMDb's id of it, as the
/// source names it; by its title, among your library's films first, then through the cache's and
/// the source's search (``CachingMovieService/film(titled:)``: the cached search stands in when
/// the source cannot be asked). Every answer is the pipeline's, so it is saved.
///
/// It returns what it took and how, the other films the words could have meant and what a person
/// may want told (``FoundFilm``); it prints nothing. `show`, `similar`, `collection` and every
/// command that changes your library find their film through it.
public struct FilmFinder: Sendable {
    /// The source's films, cached first.
    public let service: CachingMovieService
    /// Your library, whose films a title is looked for among first; `nil` when there is none.
    public let library: FilmLibrary?
    /// Who says which film was meant when a title is close to several (``FoundFilm/closeFilms``).
    public let chooser: any FilmChooser

    public init(service: CachingMovieService, library: FilmLibrary?, chooser: any FilmChooser = BestFilmTaken()) {
        self.service = service
        self.library = library
        self.chooser = chooser
    }

    /// The film `wanted` names: an id as it is (nothing is asked); IMDb's id as the source's
    /// look-up answers it (``Question/imdbFilm(id:)``, the cached answer first); a title as the
    /// one film of your library titled so (ignoring case and accents; of the year, when given),
    /// else as the search means it (``TitleMatch``: the film titled exactly so, the most voted of
    /// several, else the search's first), with the others it could have meant. A title close to
    /// several films (``FoundFilm/closeFilms``) is the one ``chooser`` chooses, the best when it asks no one;
    /// when it asks someone, your library's one film of a title is offered first beside the other
    /// films of exactly that title (the film you rated may not be the one you mean now).
    /// A library that cannot be read is passed by, and noted (``FoundFilm/Note/libraryUnreadable(_:)``).
    /// - Throws: ``FilmFinderError/noFilmTitled(_:whereLooked:searchFailure:)``,
    ///   ``FilmFinderError/noFilmWithIMDbID(_:source:)``; ``FilmFinderError/source(_:)`` when the
    ///   search or the look-up failed with nothing cached to stand in;
    ///   ``FilmFinderError/cancelled`` when the person asked chose none.
    public func find(_ wanted: WantedFilm) async throws(FilmFinderError) -> FoundFilm {
        try await find(wanted, passingAnUnreadableLibrary: true)
    }

    private func find(
        _ wanted: WantedFilm, passingAnUnreadableLibrary passing: Bool
    ) async throws(FilmFinderError) -> FoundFilm {
        let source = service.catalogue.source
        switch wanted {
        case .id(let id):
            return FoundFilm(wanted: wanted, film: LibraryFilm(source: source, id: id, title: nil), id: id, way: .byID)
        case .imdbID(let imdbID):
            let found: [MovieSummary]?
            do throws(MovieServiceError) {
                found = try await service.finalAnswer(to: .imdbFilm(id: imdbID)).value
            } catch {
                throw .source(error)
            }
            guard let film = found?.first else { throw .noFilmWithIMDbID(imdbID, source: service.described.name) }
            return FoundFilm(
                wanted: wanted, film: LibraryFilm(film, source: source, imdbID: imdbID), id: film.id, way: .byIMDbID,
                summary: film)
        case .title(let search):
            return try await find(titled: search, passingAnUnreadableLibrary: passing)
        }
    }

    /// The film `search` means: your library's one film titled so, else the search's.
    private func find(
        titled search: MovieSearch, passingAnUnreadableLibrary passing: Bool
    ) async throws(FilmFinderError) -> FoundFilm {
        let wanted = WantedFilm.title(search)
        var notes: [FoundFilm.Note] = []
        switch yourFilm(titled: search) {
        case .success(let yours):
            if let yours, let id = yours.film.id {
                guard yours.typo else {
                    let found = FoundFilm(wanted: wanted, film: yours.film, id: id, way: .fromYourLibrary)
                    return chooser.asksSomeone ? try await chosen(found, orAnotherTitled: search) : found
                }
                return FoundFilm(
                    wanted: wanted, film: yours.film, id: id, way: .fromYourLibrary,
                    notes: [.typoForgiven(typed: search.text, film: yours.film)])
            }
        case .failure(let error):
            guard passing else { throw .library(error) }
            notes.append(.libraryUnreadable(error))
        }
        let titled: CachingMovieService.TitledFilm
        do throws(MovieServiceError) {
            titled = try await service.film(titled: search)
        } catch {
            throw .source(error)
        }
        guard let match = titled.match else {
            throw .noFilmTitled(search, whereLooked: titled.whereLooked, searchFailure: titled.failure)
        }
        let found = FoundFilm(
            wanted: wanted, film: LibraryFilm(match.movie, source: service.catalogue.source), id: match.movie.id,
            way: match.isExact ? .exactTitle : .closestTitle, summary: match.movie, alternatives: match.others,
            notes: notes + (titled.failure.map { [.cachedSearchStoodIn($0)] } ?? []))
        return try await chosen(found, for: search)
    }

    /// `found`, your library's one film titled as `search` says, or another film of exactly that
    /// title (of another year: Dune, 1984 and 2021) that ``chooser`` chooses, yours offered first.
    /// The search is the pipeline's, cached first; when it cannot be had, or finds no other film
    /// of that title, yours is taken as it is.
    private func chosen(
        _ found: FoundFilm, orAnotherTitled search: MovieSearch
    ) async throws(FilmFinderError) -> FoundFilm {
        guard let match = try? await service.film(titled: search).match else { return found }
        let title = TitleMatch.folded(search.text)
        let titledSo = ([match.movie] + match.others).filter { TitleMatch.folded($0.title) == title }
        guard let yours = titledSo.first(where: { $0.id == found.id }) else { return found }
        let others = titledSo.filter { $0.id != found.id }
        guard !others.isEmpty else { return found }
        let offered = Array(([yours] + others).prefix(FoundFilm.closeFilmsOffered))
        switch await chooser.choose(among: offered, yours: found.id, for: search) {
        case .best, .chosen(0):
            return found
        case .cancelled:
            throw .cancelled
        case .chosen(let index):
            let film = offered[offered.indices.contains(index) ? index : 0]
            return FoundFilm(
                wanted: found.wanted, film: LibraryFilm(film, source: service.catalogue.source), id: film.id,
                way: .chosen, summary: film, alternatives: offered.filter { $0.id != film.id }, notes: found.notes)
        }
    }

    /// `found`, or the film ``chooser`` chooses of those it is close to.
    private func chosen(_ found: FoundFilm, for search: MovieSearch) async throws(FilmFinderError) -> FoundFilm {
        let close = found.closeFilms
        guard close.count > 1 else { return found }
        switch await chooser.choose(among: close, yours: nil, for: search) {
        case .best:
            return found
        case .cancelled:
            throw .cancelled
        case .chosen(let index):
            let film = close[close.indices.contains(index) ? index : 0]
            let others = ([found.summary].compactMap { $0 } + found.alternatives).filter { $0.id != film.id }
            return FoundFilm(
                wanted: found.wanted, film: LibraryFilm(film, source: service.catalogue.source), id: film.id,
                way: .chosen, summary: film, alternatives: others, notes: found.notes)
        }
    }

    /// The film `wanted` names (``find(_:)``) as your library keeps it: with the title, year and
    /// IMDb id of its page, the cached one else the source's. A film of your library is taken as
    /// the library names it. With no page to be had (offline and not cached, or the source
    /// failing for a reason of the moment) it is kept by its id alone, its title filled in when
    /// it is next shown, and a note says so.
    /// - Throws: as ``find(_:)`` (``FilmFinderError/cancelled`` before anything is written);
    ///   ``FilmFinderError/source(_:)`` when the source has no such film
    ///   (``MovieServiceError/notFound(_:)``) or fails in a way a cached answer must not hide;
    ///   ``FilmFinderError/library(_:)`` when your library cannot be read (the film is for it).
    public func findForYourLibrary(_ wanted: WantedFilm) async throws(FilmFinderError) -> FoundFilm {
        var found = try await find(wanted, passingAnUnreadableLibrary: false)
        guard found.way != .fromYourLibrary else { return found }
        let source = service.catalogue.source
        let byID = LibraryFilm(source: source, id: found.id, title: nil)
        do throws(MovieServiceError) {
            guard let movie = try await service.finalAnswer(to: .movie(id: found.id)).value else {
                found.film = byID
                found.notes.append(.notCachedKeptByID)
                return found
            }
            found.film = LibraryFilm(movie, source: source)
        } catch  where error.allowsCachedAnswer {
            found.film = byID
            found.notes.append(.sourceFailedKeptByID(error))
        } catch {
            throw .source(error)
        }
        return found
    }

    /// Your library's one film of this source titled as `search` says (and of its year, when
    /// given), else, typos forgiven, its one film close to it (``YourFilmTitles``), and whether
    /// it was by a typo; `nil` when none is, or several are, or there is no library.
    private func yourFilm(titled search: MovieSearch) -> Result<(film: LibraryFilm, typo: Bool)?, LibraryError> {
        guard let library else { return .success(nil) }
        do {
            let source = service.catalogue.source
            let films = try library.films(titled: search.text, year: search.year, of: source)
            if films.count == 1 { return .success((films[0], false)) }
            guard films.isEmpty else { return .success(nil) }
            let close = YourFilmTitles.close(to: search, among: try library.films(of: source))
            return .success(close.count == 1 ? (close[0], true) : nil)
        } catch {
            return .failure(error)
        }
    }
}
