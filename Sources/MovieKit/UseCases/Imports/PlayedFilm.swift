import Foundation

/// One film a media server's plays are of, as ``MediaServerImport`` writes them: its item id, the
/// film the server names (its ids resolved for the source) and the viewings of its plays. Not
/// generic over the server's reader, so that the writes of every play are made by code
/// specialised for them rather than asking the reader's types of each.
struct PlayedFilm: Sendable {
    /// A film's match: the film named, the library's film, and whether its title is the source's.
    typealias Match = (imported: ImportedFilm, film: LibraryFilm, namedBySource: Bool)

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
        // from them as the transaction takes them.
        let writes = films.lazy.compactMap { film in film.match(in: matches).map { (film, $0) } }
            .flatMap { film, match in
                film.viewings.lazy.filter { $0.isWritten(before: before) }
                    .map { viewing in
                        ImportedWrite(
                            entry: ImportedEntry(
                                film: match.imported, play: viewing.play, watchedOn: viewing.watchedOn,
                                markedOn: viewing.markedOn, changedAt: viewing.changedAt),
                            film: match.film, namedBySource: match.namedBySource)
                    }
            }
        var viewings = ImportedViewings()
        let changes = try library.importEntries(writes, viewings: &viewings, dryRun: dryRun)
        // Counted in plain loops over the same plays, in the same order, rather than by walking
        // the writes' lazy sequence again.
        var counting = MediaServerImportSummary.Counting(films: films.count)
        var next = changes.makeIterator()
        for film in films {
            guard let match = film.match(in: matches) else { continue }
            for viewing in film.viewings where viewing.isWritten(before: before) {
                guard let change = next.next() else { return }
                summary.count(change, of: match.film, on: viewing.watchedOn, counting: &counting)
            }
        }
    }

    /// The film's match: as `matches` (by item id) matches it, else as ``known``.
    private func match(in matches: [String: Match]) -> Match? {
        matches[itemID] ?? known
    }
}

extension ServerViewing {
    /// Whether the viewing is written by an import that writes no play from `before` on.
    fileprivate func isWritten(before: Date?) -> Bool {
        before.map { changedAt < $0 } ?? true
    }
}
