import MovieKit

/// What `diary change`, `diary remove` and `watchlist remove` do when their title is close to
/// several films of the part of your library they look in (``TitleLookup/yours(_:among:)``): on a
/// terminal, ask which (``TerminalFilmChooser``'s numbered list) and change that one; elsewhere
/// (or when none is chosen) the change fails, naming them (exit 64), or changes nothing (exit 2).
struct SeveralOfYourFilms {
    let chooser: TerminalFilmChooser

    init(console: Console, source: MovieSource) {
        chooser = TerminalFilmChooser(console: console, source: source.described, first: false)
    }

    /// What `change` makes of the film `wanted` names; when it is close to several of your films
    /// and a person is asked, of the one they choose, named by its id.
    /// - Throws: `change`'s error; ``FilmFinderError/cancelled`` (as a finding's) when none is chosen.
    func change<Done>(
        _ wanted: WantedFilm, _ change: (WantedFilm) throws(LibraryEditError) -> Done
    ) async throws(LibraryEditError) -> Done {
        do {
            return try change(wanted)
        } catch {
            guard chooser.asksSomeone, case (let search, let films)? = Self.several(error.reason) else { throw error }
            let offered = films.compactMap { film in
                film.id.map { MovieSummary(id: $0, title: film.title ?? search.text, rating: 0, year: film.year) }
            }
            guard offered.count > 1 else { throw error }
            switch await chooser.choose(among: offered, yours: nil, for: search) {
            case .best: return try change(.id(offered[0].id))
            case .chosen(let index): return try change(.id(offered[offered.indices.contains(index) ? index : 0].id))
            case .cancelled: throw LibraryEditError(.finding(.cancelled))
            }
        }
    }

    /// What `change` makes of your film `wanted` names, as ``change(_:_:)`` makes it, then says
    /// on `console` when the film (`film` of what was made) was taken for a title typed with a
    /// typo: a diary edit from start to end.
    /// - Throws: the edit's failure as the command's one line (``FindingNotes/failure(_:offline:)``).
    static func change<Done>(
        _ wanted: WantedFilm, of source: MovieSource, on console: Console, film: (Done) -> LibraryFilm,
        _ change: (WantedFilm) throws(LibraryEditError) -> Done
    ) async throws(CommandFailure) -> Done {
        let notes = FindingNotes(console: console, source: source.described)
        let done: Done
        do {
            done = try await SeveralOfYourFilms(console: console, source: source).change(wanted, change)
        } catch {
            throw notes.failure(error, offline: false)
        }
        notes.sayTypoForgiven(wanted, film(done))
        return done
    }

    /// The title and the films it is close to, when `reason` is that it is close to several.
    private static func several(_ reason: LibraryEditReason) -> (MovieSearch, [LibraryFilm])? {
        switch reason {
        case .severalOnWatchlist(let search, let films), .severalInDiary(let search, let films): (search, films)
        default: nil
        }
    }
}
