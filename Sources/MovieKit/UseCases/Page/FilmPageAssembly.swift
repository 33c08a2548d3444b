import Foundation

/// Assembles a film's page (``FilmPage``) from the film a person means: the film as each answer
/// of ``CachingMovieService`` gives it (cached first, then the source's, as the
/// ``MovieService`` contract delivers them), what your library says of it, IMDb's rating of it
/// where IMDb's datasets are imported, and where to watch it on your services. A film of your
/// library kept by its id alone (added offline) gets its title, or a changed one, once the page
/// is delivered. What `movies show` shows; it prints nothing.
public struct FilmPageAssembly: Sendable {
    /// The source's films, cached first.
    public let service: CachingMovieService
    /// Your library: opened for reading, and to write a film's title back when it lacks it.
    public let library: any LibraryAccess
    /// The country whose ways to watch the page lists.
    public let region: String
    /// Your services, listed first.
    public let services: StreamingServices
    /// The import of IMDb's datasets beside the cache (whether or not there is one), for IMDb's
    /// ratings; `nil` to show none.
    public let imdbDatasets: URL?
    /// Who says which film was meant when a title is close to several (``FilmFinder/chooser``).
    public let chooser: any FilmChooser

    public init(
        service: CachingMovieService, library: any LibraryAccess, region: String,
        services: StreamingServices = .any, imdbDatasets: URL? = nil, chooser: any FilmChooser = BestFilmTaken()
    ) {
        self.service = service
        self.library = library
        self.region = region
        self.services = services
        self.imdbDatasets = imdbDatasets
        self.chooser = chooser
    }

    /// The pages of the film `wanted` names (``FilmFinder``, your library's films first), one
    /// for each answer to ``Question/movie(id:)``, with how the film was found. A library that
    /// cannot be read costs the pages what it says of the film (``FilmPages/libraryFailure``),
    /// not the pages.
    /// - Throws: ``FilmFinderError`` when no film is found, or none of several chosen.
    public func pages(for wanted: WantedFilm) async throws(FilmFinderError) -> FilmPages {
        var reading: FilmLibrary?
        var libraryFailure: LibraryError?
        do {
            reading = try library.openForReading()
        } catch {
            libraryFailure = error
        }
        let found = try await FilmFinder(service: service, library: reading, chooser: chooser).find(wanted)
        for case .libraryUnreadable(let error) in found.notes {
            libraryFailure = error
            reading = nil
        }
        var yours: YourFilm?
        if let reading {
            do {
                yours = try reading.yours(film: found.id, of: service.catalogue.source)
            } catch {
                libraryFailure = error
            }
        }
        return FilmPages(
            found: found, libraryFailure: libraryFailure, answers: service.answers(to: .movie(id: found.id)),
            assembly: self, yours: yours, reading: reading)
    }

    /// The import IMDb's ratings are read from: none for a source whose films are IMDb's (their
    /// rating is IMDb's own).
    var imdbRatingsFile: URL? {
        service.described.filmIDs == .imdbTitles ? nil : imdbDatasets
    }

    /// Writes what `movie` says of itself (title, year, IMDb id) into `reading`'s film, when your
    /// library has it and names it otherwise: opened to be written only then.
    func keepTitle(of movie: any Movie, yours: YourFilm?, reading: FilmLibrary?) {
        guard yours?.isEmpty == false, let reading else { return }
        let film = LibraryFilm(movie, source: service.catalogue.source)
        if (try? reading.isStale(film)) == true {
            try? library.open().refresh(film)
        }
    }
}
