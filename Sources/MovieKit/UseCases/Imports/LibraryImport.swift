import Foundation

/// Imports an export's entries into your library: matches each film once (`jobs` at a time, at
/// the pace the source's rate limit allows), and writes the entries of the films matched as it
/// goes, ``ImportWriter/entriesPerTransaction`` entries a transaction, merging with what is
/// there (``FilmLibrary/importEntries(_:dryRun:)``). A long import writes as it matches; killed at any
/// moment, the library holds whole entries only; run again, the import completes (a film named
/// by IMDb id that the library holds matched is not asked for again); and a second run of the
/// same file changes nothing. A film no source matched is kept as the file names it. The removals
/// an export of ours records are recorded last (``FilmLibrary/importRemovals(_:)``).
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
    ///   (found at its first answer, before anything is written), or the library cannot be
    ///   written (what was written stays, whole entries only).
    public func run(
        _ batch: ImportBatch, jobs: Int, progress: @escaping (RequestProgress) -> Void = { _ in }
    ) async throws(LibraryImportError) -> ImportSummary {
        var batch = batch
        for index in batch.entries.indices {
            batch.entries[index].film = batch.entries[index].film.resolvingIDs(for: source)
        }
        var writer = ImportWriter(library: library, batch: batch, source: source)
        let toMatch = holdFilmsKnownAlready(in: &writer)
        var refusal: MovieServiceError?
        var failure: LibraryError?
        // With films to match, nothing is written before the source's first answer: a source
        // that cannot match them at all says so then.
        if toMatch.isEmpty {
            do throws(LibraryError) { try writer.write() } catch { failure = error }
        }
        var state = RequestProgress(total: toMatch.count)
        progress(state)
        let match = self.match
        await BoundedConcurrency.run(
            toMatch, width: jobs, perform: { await match($0) },
            handle: { film, found, _ in
                if let refused = found.refusal {
                    refusal = refused
                    return .stop
                }
                state.done += 1
                if case .failed = found { state.failed += 1 }
                progress(state)
                writer.add(film, found: found)
                guard writer.isDue else { return .goOn }
                do throws(LibraryError) { try writer.write() } catch {
                    failure = error
                    return .stop
                }
                return .goOn
            })
        if let refusal { throw .cannotMatch(refusal) }
        do throws(LibraryError) {
            if let failure { throw failure }
            try writer.write()
            // Removals last: an entry the file holds is written before a removal is weighed against it.
            try library.importLists(batch.lists)
            try library.importRemovals(batch.removals)
        } catch {
            throw .library(error, writer.summary)
        }
        return writer.finishedSummary
    }

    /// Holds in `writer` the films that need no request: those the file names as the library
    /// keeps them, those kept unmatched, and those named by IMDb id that the library holds
    /// matched in the source (a killed import run again asks only for the rest). Returns the
    /// others, to match, in the order their entries are written.
    private func holdFilmsKnownAlready(in writer: inout ImportWriter) -> [ImportedFilm] {
        let films = writer.plan.films
        let imdbIDs = films.compactMap { film -> String? in
            if case .imdbID(let imdbID) = film.match { imdbID } else { nil }
        }
        // When the library cannot be read, every film is asked for.
        let held = (try? library.matchedFilms(imdbIDs: Set(imdbIDs), of: source)) ?? [:]
        var toMatch: [ImportedFilm] = []
        for film in films {
            switch film.match {
            case .known(let known): writer.add(film, as: known, namedBySource: false)
            case .none: writer.add(film, found: .unmatched)
            case .imdbID(let imdbID):
                if let matched = held[imdbID] { writer.add(film, as: matched) } else { toMatch.append(film) }
            case .title, .ids: toMatch.append(film)
            }
        }
        return toMatch
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
