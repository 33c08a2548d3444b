import MovieKit

/// What a command says of the film ``FilmFinder`` found: a warning when the cached search stood
/// in for the source's, which film it took when none is titled so exactly (a typo, or the start
/// of a title), the other films it could have meant (one line: the film taken, the others), and a
/// film kept by its id alone, on stderr; and the failure when none is found (exit status 66 when
/// no film is titled so, 2 when none of several was chosen).
struct FindingNotes {
    let console: Console
    /// Whose films they are: their name, and how their ids are written.
    let source: MovieSourceDescription

    /// Says on stderr what `found` notes, in the order it happened.
    func say(_ found: FoundFilm) {
        for note in found.notes {
            if case .cachedSearchStoodIn(let failure) = note { searchStoodIn(failure) }
        }
        if let taken = found.summary, case .title(let search) = found.wanted {
            if !found.closeFilms.isEmpty {
                // Close to several, and no one asked (off a terminal, or --first): one line.
                console.note("taking \(Self.named(taken)) for \"\(search.text)\"; " + also(found.alternatives))
            } else if found.way == .closestTitle {
                console.note("taking \(Self.named(taken)) for \"\(search.text)\"")
            }
        }
        for note in found.notes {
            switch note {
            // Each command says in its own words what an unreadable library costs it.
            case .cachedSearchStoodIn, .libraryUnreadable: break
            case .typoForgiven(let typed, let film): sayTypoForgiven(typed: typed, film)
            case .notCachedKeptByID:
                console.note("movie \(found.id) is not cached: its title is filled in when it is next shown online")
            case .sourceFailedKeptByID(let error):
                console.warning(
                    "could not ask \(source.name) for movie \(found.id) (\(error)); kept by its id, its title to follow"
                )
            }
        }
    }

    /// Says on stderr that `film`, of your library, was taken for what was typed (`wanted`) when
    /// its title is the one typed but for a typo: for the commands that look in your library alone.
    func sayTypoForgiven(_ wanted: WantedFilm, _ film: LibraryFilm) {
        guard case .title(let search) = wanted, YourFilmTitles.titled(search, among: [film]).isEmpty else { return }
        sayTypoForgiven(typed: search.text, film)
    }

    private func sayTypoForgiven(typed: String, _ film: LibraryFilm) {
        console.note("taking \(LibraryFilmText.named(film)) of your library for \"\(TerminalText.safe(typed))\"")
    }

    /// The failure `error` makes of a command, once what led to it is said; with `offline`, a
    /// title not found says to give the film's id or go online (a library command keeps a film
    /// by its id offline). A title not found in the cache while the source could not be reached
    /// says to try again online, and to give the film's id for `yourLibrary`, in one line.
    func failure(_ error: FilmFinderError, offline: Bool = false, yourLibrary: Bool = false) -> CommandFailure {
        let failure: CommandFailure
        switch error {
        case .noFilmTitled(_, _, let searchFailure):
            switch searchFailure {
            case .some(let reason) where reason.isUnreachable:
                return CommandFailure(
                    "\(error), and \(source.name) could not be searched (\(reason)); "
                        + (yourLibrary ? "give its id, or try again online" : "try again online"),
                    status: MoviesExitCode(for: reason))
            case .some(let reason): searchStoodIn(reason)
            case .none: break
            }
            failure = CommandFailure(error.description, status: .notFound)
        case .noFilmWithIMDbID: return CommandFailure(error.description, status: .notFound)
        case .source(let error): failure = CommandFailure(error)
        case .library(let error): return CommandFailure(error)
        case .cancelled: return CommandFailure(error.description, status: .cancelled)
        }
        guard offline, failure.status == .notFound else { return failure }
        return CommandFailure(failure.message + "; give its id, or go online", status: .notFound)
    }

    /// "also: Saltwater (1999), movies show 100015; …": the first three of `others`.
    private func also(_ others: [MovieSummary]) -> String {
        let named = others.prefix(3).map { other in "\(Self.named(other)), movies show \(source.filmID(other.id))" }
        return "also: " + named.joined(separator: "; ") + (others.count > 3 ? "; …" : "")
    }

    private func searchStoodIn(_ failure: MovieServiceError) {
        console.warning("could not search \(source.name): \(failure); using the cached search")
    }

    /// A film as a note names it: its title and year.
    private static func named(_ film: MovieSummary) -> String {
        film.title + (film.year.map { " (\($0))" } ?? "")
    }
}
