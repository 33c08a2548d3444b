import ArgumentParser
import Foundation
import MovieKit

/// The film a library command names (an id, or a title), as the library will keep it: with its
/// title, year and IMDb id from the film's page (the cache's, else the source's), or, by id with
/// no page to be had (offline, nothing cached), by id alone, its title filled in later.
///
/// A title is looked for among your library's films first (no network), then as `show` finds it;
/// offline, in the cache, else the failure says to give the id or go online (66).
struct LibraryFilmResolution {
    let service: CachingMovieService
    let library: FilmLibrary?
    let console: Console
    /// Whether the command was asked to stay offline (`--offline`).
    let offline: Bool

    /// The film `argument` names, as a command run with `options` finds it among the films of
    /// `library` (the one the command will change, `nil` before there is one: a command creates
    /// it once it has a film to write) and then the source's.
    static func film(
        _ argument: FilmArgument, in library: FilmLibrary?, options: GlobalOptions, console: Console
    ) async throws -> LibraryFilm {
        let service = try ServiceStack.make(options: options, console: console)
        return try await LibraryFilmResolution(
            service: service, library: library, console: console, offline: options.offline
        )
        .film(argument)
    }

    func film(_ argument: FilmArgument) async throws(CommandFailure) -> LibraryFilm {
        let source = service.catalogue.source
        let id: Int
        switch argument.named {
        case .id(let given): id = given
        case .imdbID(let imdbID):
            id = try await TitleResolution(service: service, console: console).movieID(imdbID: imdbID)
        case .title(let search):
            if let known = try knownFilm(titled: search) { return known }
            do {
                id = try await TitleResolution(service: service, console: console).movieID(titled: search)
            } catch  where error.status == .notFound && offline {
                throw CommandFailure(error.message + "; give its id, or go online", status: .notFound)
            }
        }
        do {
            let page = try await service.finalAnswer(to: .movie(id: id))
            guard let movie = page.value else {
                console.note("movie \(id) is not cached: its title is filled in when it is next shown online")
                return LibraryFilm(source: source, id: id, title: nil)
            }
            return LibraryFilm(movie, source: source)
        } catch .notFound(let what) {
            throw CommandFailure(MovieServiceError.notFound(what))
        } catch let error where error.allowsCachedAnswer {
            console.warning(
                "could not ask \(source.described.name) for movie \(id) (\(error)); kept by its id, its title to follow"
            )
            return LibraryFilm(source: source, id: id, title: nil)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The library's one film titled so (and of the year, when given), if exactly one is.
    private func knownFilm(titled search: MovieSearch) throws(CommandFailure) -> LibraryFilm? {
        guard let library else { return nil }
        do {
            let films = try library.films(titled: search.text, year: search.year, of: service.catalogue.source)
            return films.count == 1 ? films[0] : nil
        } catch {
            throw CommandFailure(error)
        }
    }
}
