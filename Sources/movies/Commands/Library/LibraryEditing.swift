import MovieKit

/// What `watched`, `rate` and `watchlist add` change your library with: its editor, the service
/// that finds the film a person means, who chooses among films close to a title (a person on a
/// terminal, unless `--first`: ``TerminalFilmChooser``), and the notes that say what the finding
/// took; a change that fails is the command's failure as ``FindingNotes`` words it.
struct LibraryEditing {
    let console: Console
    let notes: FindingNotes
    private let editor: LinkedLibraryEditor
    private let service: CachingMovieService
    private let offline: Bool

    init(options: GlobalOptions, first: FirstFilmOption, in context: MoviesContext) throws {
        console = context.console
        service = try context.services()
        editor = context.linked(
            try YourLibrary.editor(
                chooser: TerminalFilmChooser.asking(
                    context: context, options: options, service: service, first: first.first),
                scaleChooser: TerminalRatingScaleChooser(console: console)),
            offline: options.offline)
        notes = FindingNotes(console: console, source: options.source.described)
        offline = options.offline
    }

    /// Says on stdout that the film left your watchlist, when it did: a change to a list other
    /// than the one the command names.
    func sayLeftWatchlist(_ film: LibraryFilm, _ left: Bool) {
        if left { console.print("Took \(LibraryFilmText.named(film)) off your watchlist, seen.") }
    }

    /// What `change` does to the library, the film found with the source's service; what of it
    /// the linked account keeps is told to it (``LinkedLibraryEditor``), and said on stderr.
    /// - Throws: the failure ``FindingNotes`` makes of the edit's error, once what it found is said.
    func change<Change: AccountKeptChange>(
        _ change: (LibraryEditor, CachingMovieService) async throws(LibraryEditError) -> Change
    ) async throws(CommandFailure) -> (change: Change, told: AccountTold) {
        do {
            let service = service
            return try await editor.edit { editor throws(LibraryEditError) in try await change(editor, service) }
        } catch {
            throw notes.failure(error, offline: offline)
        }
    }
}
