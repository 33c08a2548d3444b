import Foundation

/// Imports what a media server's user played into your diary (``LibraryImporting/importPlays(from:dryRun:timeZone:progress:)``):
/// reads the user's played films (``ServerPlays``), matches each film (TMDB's id, else IMDb's,
/// else title and year through the source's search; a film no source knows is named and left
/// out, never guessed), and writes its plays as viewings in one transaction
/// (``FilmLibrary/importEntries(_:dryRun:)``): killed at any moment, the library holds all of
/// them or none.
///
/// A server keeps per film only a play count and the last play's moment: a film played N times
/// gives one viewing on the last play's day where you are (`timeZone`, never the server's UTC
/// day) and N − 1 without a day. Each is the viewing of one play (``ServerPlay``: server, user,
/// item and play number), so importing again adds nothing, and after one more play adds exactly
/// one: the new play, dated; the play that was dated before keeps its day.
struct ServerPlaysImport: Sendable {
    let library: FilmLibrary
    /// The source films are matched in.
    let source: MovieSource
    let plays: any ServerPlays
    let timeZone: TimeZone
    /// Matches a film the server names by title (or by IMDb id, where the source's ids are not
    /// TMDB's) in `source`.
    let match: @Sendable (ImportedFilm) async -> FilmMatch

    /// Imports the user's plays (with `dryRun`, says what it would add and writes nothing),
    /// matching `jobs` films at once; `progress` hears of each film matched.
    /// - Throws: ``LibraryImportingError``, nothing written: `server` when the server cannot be
    ///   read whole, `library` when the library cannot be written.
    func run(
        dryRun: Bool, jobs: Int, progress: @escaping (RequestProgress) -> Void
    ) async throws(LibraryImportingError) -> ServerPlaysImportSummary {
        let server: String
        let played: [ServerPlayedFilm]
        do throws(MediaServerError) {
            server = try await plays.serverID()
            played = try await plays.playedFilms()
        } catch {
            throw .server(error)
        }
        var summary = ServerPlaysImportSummary()
        let films = await matched(played, jobs: jobs, summary: &summary, progress: progress)
        let writes = played.flatMap { film -> [ImportedWrite] in
            guard let (imported, matched, namedBySource) = films[film.itemID] else { return [] }
            return plays(of: film, as: imported, on: server).map { entry in
                ImportedWrite(entry: entry, film: matched, namedBySource: namedBySource)
            }
        }
        let changes: [ImportedChange]
        do throws(LibraryError) {
            var viewings = ImportedViewings()
            changes = try library.importEntries(writes, viewings: &viewings, dryRun: dryRun)
        } catch {
            throw .library(error)
        }
        summary.count(zip(writes, changes))
        return summary
    }

    /// The viewings `film` gives, as entries of `imported`: one per play, the last on the day it
    /// ended where you are, the others without a day.
    private func plays(of film: ServerPlayedFilm, as imported: ImportedFilm, on server: String) -> [ImportedEntry] {
        let day = film.lastPlayed.map { LibraryValue.today(now: $0, timeZone: timeZone) }
        let moment = film.lastPlayed ?? library.now()
        let marked = LibraryValue.today(now: moment, timeZone: timeZone)
        return (1...film.playCount).map { number in
            ImportedEntry(
                film: imported, play: ServerPlay(server: server, user: plays.userID, item: film.itemID, number: number),
                watchedOn: number == film.playCount ? day : nil, markedOn: marked, changedAt: moment)
        }
    }

    /// Each played film's match, by item id, with whether its title is the source's: a film
    /// named by TMDB's id needs no request (where the source's ids are TMDB's); the others are
    /// asked for, `jobs` at once. The films no source knows are named in `summary`.
    private func matched(
        _ played: [ServerPlayedFilm], jobs: Int, summary: inout ServerPlaysImportSummary,
        progress: @escaping (RequestProgress) -> Void
    ) async -> [String: (ImportedFilm, LibraryFilm, namedBySource: Bool)] {
        var films: [String: (ImportedFilm, LibraryFilm, namedBySource: Bool)] = [:]
        var toMatch: [ImportedFilm] = []
        var items: [ImportedFilm: [String]] = [:]
        for film in played {
            let imported = Self.imported(film).resolvingIDs(for: source)
            if case .known(let known) = imported.match {
                films[film.itemID] = (imported, known, false)
                continue
            }
            if items[imported] == nil { toMatch.append(imported) }
            items[imported, default: []].append(film.itemID)
        }
        var state = RequestProgress(total: toMatch.count)
        progress(state)
        var unmatched = Set<ImportedFilm>()
        let match = self.match
        await BoundedConcurrency.run(
            toMatch, width: jobs, perform: { await match($0) },
            handle: { imported, found, _ in
                state.done += 1
                switch found {
                case .matched(let film), .matchedByShortTitle(let film, _):
                    for item in items[imported] ?? [] { films[item] = (imported, film, true) }
                case .unmatched: unmatched.insert(imported)
                case .failed(let error):
                    state.failed += 1
                    summary.failure = summary.failure ?? error
                    unmatched.insert(imported)
                }
                progress(state)
                return .goOn
            })
        summary.unmatched = toMatch.filter(unmatched.contains).map { film in
            film.title + (film.year.map { " (\($0))" } ?? "")
        }
        return films
    }

    /// How `film` is matched: by its ids when it has any (TMDB's as it is, else IMDb's look-up),
    /// else by title and year.
    private static func imported(_ film: ServerPlayedFilm) -> ImportedFilm {
        let match: ImportedFilm.Match =
            film.tmdbID == nil && film.imdbID == nil ? .title : .ids(tmdb: film.tmdbID, imdb: film.imdbID)
        return ImportedFilm(title: film.name, year: film.year, match: match)
    }
}
