import Foundation

/// Imports an export's entries into your library: matches each film once (`jobs` at a time, at
/// the pace the source's rate limit allows), then writes each entry in a transaction of its
/// own, merging with what is there (``FilmLibrary/importEntry(_:as:)``). Killed at any moment,
/// the library holds whole entries only; run again, the import completes, and a second run of
/// the same file changes nothing. A film no source matched is kept as the file names it.
public struct LibraryImport: Sendable {
    public let library: FilmLibrary
    /// The source films are matched in (films the file names by id keep their own).
    public let source: MovieSource
    let match: @Sendable (ImportedFilm) async -> FilmMatch

    public init(
        library: FilmLibrary, source: MovieSource, match: @escaping @Sendable (ImportedFilm) async -> FilmMatch
    ) {
        self.library = library
        self.source = source
        self.match = match
    }

    /// Imports `batch`; `progress` hears of each film matched.
    /// - Throws: ``LibraryImportError`` when the source cannot match the file's films at all
    ///   (nothing is written then), or the library cannot be written (what was written stays,
    ///   whole entries only).
    public func run(
        _ batch: ImportBatch, jobs: Int, progress: @escaping (SyncProgress) -> Void = { _ in }
    ) async throws(LibraryImportError) -> ImportSummary {
        let matches = await matchFilms(of: batch, jobs: jobs, progress: progress)
        if let refusal = matches.values.lazy.compactMap(\.refusal).first {
            throw .cannotMatch(refusal)
        }
        var summary = ImportSummary(notFilms: batch.notFilms)
        var unmatched: [ImportedFilm] = []
        var named: Set<ImportedFilm> = []
        var writes: [ImportedWrite] = []
        var viewingsOfTheDay: [ViewingDay: Int] = [:]
        let ordered = batch.entries.enumerated().sorted {
            ($0.element.writingOrder, $0.offset) < ($1.element.writingOrder, $1.offset)
        }
        for entry in ordered.map(\.element) {
            let film = self.film(of: entry.film, matches: matches, summary: &summary)
            if film.id == nil, named.insert(entry.film).inserted { unmatched.append(entry.film) }
            var occurrence = 0
            if case .viewing(let day?, _, _, _, _, _) = entry.record {
                occurrence = viewingsOfTheDay[ViewingDay(film: entry.film, day: day), default: 0]
                viewingsOfTheDay[ViewingDay(film: entry.film, day: day)] = occurrence + 1
            }
            writes.append(ImportedWrite(entry: entry, film: film, occurrence: occurrence))
        }
        for chunk in stride(from: 0, to: writes.count, by: Self.entriesPerTransaction) {
            let part = writes[chunk..<min(chunk + Self.entriesPerTransaction, writes.count)]
            do {
                let changes = try library.importEntries(Array(part))
                for (write, change) in zip(part, changes) { summary.count(change, of: write.entry.record) }
            } catch {
                throw .library(error, summary)
            }
        }
        summary.unmatched = unmatched.map { $0.title + ($0.year.map { " (\($0))" } ?? "") }
        return summary
    }

    /// How many entries one transaction writes: each commit waits for the disk, and a kill
    /// leaves whole transactions, so whole entries, either way.
    static let entriesPerTransaction = 100

    /// A film and a day it was watched, as the file names the film.
    private struct ViewingDay: Hashable {
        let film: ImportedFilm
        let day: Date
    }

    /// Each film of `batch` that must be matched, matched once, `jobs` at a time; stops early
    /// when the source says it cannot match at all.
    private func matchFilms(
        of batch: ImportBatch, jobs: Int, progress: @escaping (SyncProgress) -> Void
    ) async -> [ImportedFilm: FilmMatch] {
        var toMatch: [ImportedFilm] = []
        var seen: Set<ImportedFilm> = []
        for entry in batch.entries where seen.insert(entry.film).inserted {
            switch entry.film.match {
            case .title, .imdbID: toMatch.append(entry.film)
            case .known, .none: break
            }
        }
        var matches: [ImportedFilm: FilmMatch] = [:]
        var state = SyncProgress(total: toMatch.count)
        progress(state)
        let match = self.match
        await BoundedConcurrency.run(
            toMatch, width: jobs, perform: { await match($0) },
            handle: { film, found, _ in
                matches[film] = found
                state.done += 1
                if case .failed = found { state.failed += 1 }
                progress(state)
                return found.refusal == nil ? .goOn : .stop
            })
        return matches
    }

    /// The film an entry's film is: the one the file names by id, its match, else the file's
    /// film kept unmatched (a failure to ask is kept in `summary`).
    private func film(
        of imported: ImportedFilm, matches: [ImportedFilm: FilmMatch], summary: inout ImportSummary
    ) -> LibraryFilm {
        switch imported.match {
        case .known(let known): return known
        case .none: return imported.unmatched(in: source)
        case .title, .imdbID:
            switch matches[imported] {
            case .matched(let matched): return matched
            case .failed(let error):
                summary.failure = summary.failure ?? error
                return imported.unmatched(in: source)
            case .unmatched, nil: return imported.unmatched(in: source)
            }
        }
    }
}

extension FilmMatch {
    /// Why the source cannot match films at all (the demo catalogue has no look-up by IMDb id).
    fileprivate var refusal: MovieServiceError? {
        if case .failed(let error) = self, case .notAnswered = error { return error }
        return nil
    }
}

/// Why an import stopped.
public enum LibraryImportError: Error, Sendable {
    /// The source cannot match this file's films (nothing was written).
    case cannotMatch(MovieServiceError)
    /// The library could not be written; what the summary counts was written, whole.
    case library(LibraryError, ImportSummary)
}
