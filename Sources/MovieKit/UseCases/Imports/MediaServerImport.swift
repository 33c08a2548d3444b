import Foundation

/// Imports what a person played on a media server into your diary (`movies import jellyfin|plex|kodi`):
/// reads the server through its ``MediaServerPlayReader``, newest first, back to the first page
/// holding a play the library knows (``KnownPlays``; nothing is written if a page fails), matches each film (TMDB's id, else IMDb's, else title and year through the source's
/// search; a film no source knows is named and left out, never guessed), and writes its plays as
/// viewings in one transaction (``FilmLibrary/importEntries(_:dryRun:)``): killed at any moment,
/// the library holds all of them or none. Each viewing is one play (``ServerPlay``), so importing
/// again adds nothing, and after one more play adds exactly one. A film a play took off your
/// watchlist is then taken off the linked TMDB account's, as `movies watched` does.
public struct MediaServerImport<Reader: MediaServerPlayReader>: Sendable {
    public let library: FilmLibrary
    /// The source films are matched in.
    public let source: MovieSource
    let reader: Reader
    let timeZone: TimeZone
    let account: AccountLink
    let offline: Bool
    let match: @Sendable (ImportedFilm) async -> FilmMatch

    /// - Parameters:
    ///   - reader: reads the server's plays, with the connection's token.
    ///   - timeZone: the zone a play's day is read in: yours.
    ///   - account: the linked TMDB account, told of each film a play took off your watchlist,
    ///     as `movies watched` tells it (``LinkedLibraryEditor``); nothing `offline`: the next
    ///     `movies account sync` sends it.
    ///   - match: matches a film the server names by title (or by IMDb id, where the source's
    ///     ids are not TMDB's) in `source`.
    public init(
        library: FilmLibrary, source: MovieSource, reader: Reader, timeZone: TimeZone = .current,
        account: AccountLink = .none, offline: Bool = false,
        match: @escaping @Sendable (ImportedFilm) async -> FilmMatch
    ) {
        self.library = library
        self.source = source
        self.reader = reader
        self.timeZone = timeZone
        self.account = account
        self.offline = offline
        self.match = match
    }

    /// Imports the plays (with `dryRun`, says what it would add and writes nothing), matching
    /// `jobs` films at once; `progress` hears of each film matched.
    /// - Throws: ``MediaServerImportError``, nothing written: `server` when the server cannot be
    ///   read whole, `library` when the library cannot be written.
    public func run(
        dryRun: Bool = false, jobs: Int = 4, progress: @escaping (RequestProgress) -> Void = { _ in }
    ) async throws(MediaServerImportError) -> MediaServerImportSummary {
        let played: [PlayedFilm]
        do throws(MediaServerError) {
            played = try await reader.read(in: timeZone, now: library.now(), known: KnownPlays(in: library)).map {
                PlayedFilm($0.film, viewings: $0.viewings, source: source)
            }
        } catch {
            throw .server(error)
        }
        var summary = MediaServerImportSummary()
        let (matches, failed) = await matched(played, jobs: jobs, summary: &summary, progress: progress)
        let before = Self.firstPlay(of: played.filter { failed.contains($0.itemID) })
        do throws(LibraryError) {
            try PlayedFilm.write(
                played, matches: matches, before: before, into: library, dryRun: dryRun, summary: &summary)
        } catch {
            throw .library(error)
        }
        if !dryRun {
            for film in summary.leftWatchlist {
                summary.toldAccount.append(await account.tell([.watchlist(false)], of: film, offline: offline))
            }
        }
        return summary
    }

    /// The moment of the first of `films`' plays, if they have one. Where the source could not be
    /// asked for a film, no play from its first on is written: the next import reads the server
    /// back to the first play it knows (``KnownPlays``), so every play older than one written
    /// must have been written, or be of a film no source knows.
    private static func firstPlay(of films: [PlayedFilm]) -> Date? {
        films.flatMap(\.viewings).map(\.changedAt).min()
    }

    /// The match of each film asked of the source, by item id, with whether its title is the
    /// source's: a film named by TMDB's id needs no request (``PlayedFilm/known``, and is not held
    /// here); the others are asked for, `jobs` at once. The films no source knows are named in `summary`; those the source
    /// could not be asked for are also given by item id.
    private func matched(
        _ films: [PlayedFilm], jobs: Int, summary: inout MediaServerImportSummary,
        progress: @escaping (RequestProgress) -> Void
    ) async -> (matches: [String: PlayedFilm.Match], failed: Set<String>) {
        var matches: [String: PlayedFilm.Match] = [:]
        var toMatch: [ImportedFilm] = []
        var items: [ImportedFilm: [String]] = [:]
        for film in films {
            let imported = film.imported
            if case .known = imported.match { continue }
            if items[imported] == nil { toMatch.append(imported) }
            items[imported, default: []].append(film.itemID)
        }
        var state = RequestProgress(total: toMatch.count)
        progress(state)
        var unmatched = Set<ImportedFilm>()
        var failed = Set<String>()
        let match = self.match
        await BoundedConcurrency.run(
            toMatch, width: jobs, perform: { await match($0) },
            handle: { imported, found, _ in
                state.done += 1
                switch found {
                case .matched(let film), .matchedByShortTitle(let film, _):
                    for item in items[imported] ?? [] { matches[item] = (imported, film, true) }
                case .unmatched: unmatched.insert(imported)
                case .failed(let error):
                    state.failed += 1
                    summary.failure = summary.failure ?? error
                    unmatched.insert(imported)
                    failed.formUnion(items[imported] ?? [])
                }
                progress(state)
                return .goOn
            })
        summary.unmatched = toMatch.filter(unmatched.contains).map { film in
            film.title + (film.year.map { " (\($0))" } ?? "")
        }
        return (matches, failed)
    }
}
