import Foundation

/// One film a media server's plays are of, as ``MediaServerImport`` writes them: its item id, the
/// film the server names (its ids resolved for the source) and the viewings of its plays. Not
/// generic over the server's reader, so that the writes of every play are made by code
/// specialised for them rather than asking the reader's types of each.
struct PlayedFilm: Sendable {
    /// A film's match: the film named, the library's film, and whether its title is the source's.
    typealias Match = (ImportedFilm, LibraryFilm, namedBySource: Bool)

    let itemID: String
    let imported: ImportedFilm
    let viewings: [ServerViewing]

    /// `film` of a server's reader, its ids resolved for `source`.
    init(_ film: some ServerFilm, viewings: [ServerViewing], source: MovieSource) {
        itemID = film.itemID
        imported = film.imported.resolvingIDs(for: source)
        self.viewings = viewings
    }

    /// The film as the library knows it without asking the source: named by TMDB's id (where the
    /// source's ids are TMDB's), its title the server's; `nil` for a film the source is asked for.
    var known: Match? {
        guard case .known(let known) = imported.match else { return nil }
        return (imported, known, false)
    }

    /// Writes the viewings of `films` in one transaction (``FilmLibrary/importEntries(_:dryRun:)``),
    /// each film's as `matches` (by item id) or ``known`` matches it (a film matched by neither
    /// is left out), none from `before` on, and counts what it did in `summary`.
    static func write(
        _ films: [PlayedFilm], matches: [String: Match], before: Date?, into library: FilmLibrary, dryRun: Bool,
        summary: inout MediaServerImportSummary
    ) throws(LibraryError) {
        // Each play written with its film's match, never held all at once: the writes are made
        // from them as the transaction takes them, and counted from them, not made again.
        let plays = films.lazy.compactMap { film in (matches[film.itemID] ?? film.known).map { (film, $0) } }
            .flatMap { film, match in
                film.viewings.lazy.filter { viewing in before.map { viewing.changedAt < $0 } ?? true }
                    .map { (match: match, viewing: $0) }
            }
        let writes = plays.map { match, viewing in
            ImportedWrite(
                entry: ImportedEntry(
                    film: match.0, play: viewing.play, watchedOn: viewing.watchedOn, markedOn: viewing.markedOn,
                    changedAt: viewing.changedAt),
                film: match.1, namedBySource: match.namedBySource)
        }
        var viewings = ImportedViewings()
        let changes = try library.importEntries(writes, viewings: &viewings, dryRun: dryRun)
        summary.count(zip(plays, changes).lazy.map { play, change in (play.match.1, play.viewing.watchedOn, change) })
    }
}
