/// Finds the film a person means (``WantedFilm``): by its id as given; by IMDb's id of it, as the
/// source names it; by its title as ``TitleLookup`` finds it: your library's films first, then
/// the cache's, typos forgiven, then the source's search (the cached search stands in when the
/// source cannot be asked). Every answer is the pipeline's, so it is saved.
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
    /// look-up answers it (``Question/imdbFilm(id:)``, the cached answer first); a title as
    /// ``TitleLookup`` finds it (your library, the cache, typos forgiven, then the source's
    /// search), with the others it could have meant. A title close to several films
    /// (``FoundFilm/closeFilms``) is the one ``chooser`` chooses, the best when it asks no one;
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

    /// The film `search` means (``TitleLookup``), your library's films of the source looked among first.
    private func find(
        titled search: MovieSearch, passingAnUnreadableLibrary passing: Bool
    ) async throws(FilmFinderError) -> FoundFilm {
        var yours: [LibraryFilm] = []
        var notes: [FoundFilm.Note] = []
        do {
            yours = try library?.films(of: service.catalogue.source) ?? []
        } catch {
            guard passing else { throw .library(error) }
            notes.append(.libraryUnreadable(error))
        }
        return try await TitleLookup(service: service, yours: yours, chooser: chooser).film(
            titled: search, notes: notes)
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
}
