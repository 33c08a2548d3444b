import Foundation

/// How an imported film was matched to a source's film.
public enum FilmMatch: Sendable, Equatable {
    /// The source's film.
    case matched(LibraryFilm)
    /// No film of the source is it (no such title that year, an IMDb id that is no film's).
    case unmatched
    /// The source could not be asked, and nothing cached answers.
    case failed(MovieServiceError)
}

/// Matches imported films to a catalogue's films through the cache and its source: a title and
/// year through the search (the title must be the film's, ignoring case and accents, and the
/// year decides between films of one title), an IMDb id through the look-up by IMDb id. Every
/// answer is the pipeline's, so it is saved: an import run again asks again only on condition.
public struct FilmMatcher: Sendable {
    let service: CachingMovieService

    public init(service: CachingMovieService) {
        self.service = service
    }

    /// The film `film` is, as far as the catalogue can tell.
    public func match(_ film: ImportedFilm) async -> FilmMatch {
        let source = service.catalogue.source
        switch film.match {
        case .known(let known): return .matched(known)
        case .none: return .unmatched
        case .ids:
            let resolved = film.resolvingIDs(for: source)
            guard case .ids = resolved.match else { return await match(resolved) }
            return .unmatched
        case .imdbID(let imdbID):
            do {
                let found = try await service.finalAnswer(to: .imdbFilm(id: imdbID))
                guard let first = found.value?.first else {
                    return found.failure.map(FilmMatch.failed) ?? .unmatched
                }
                return .matched(LibraryFilm(first, source: source, imdbID: imdbID))
            } catch {
                return .failed(error)
            }
        case .title:
            guard let search = try? MovieSearch(film.title, year: film.year) else { return .unmatched }
            do {
                let found = try await service.finalAnswer(
                    to: .search(search, limit: CachingMovieService.titleCandidates))
                guard let best = Self.best(titled: film.title, year: film.year, among: found.value ?? []) else {
                    return found.failure.map(FilmMatch.failed) ?? .unmatched
                }
                return .matched(LibraryFilm(best, source: source))
            } catch {
                return .failed(error)
            }
        }
    }

    /// The film of `candidates` titled `title` (or so in its own language), ignoring case and
    /// accents: of `year` if one is, else a year either side (a festival year against a release
    /// year); with no year, the most voted. `nil` when none is titled so.
    static func best(titled title: String, year: Int?, among candidates: [MovieSummary]) -> MovieSummary? {
        let wanted = TitleMatch.folded(title)
        let titled = candidates.filter { candidate in
            TitleMatch.folded(candidate.title) == wanted || candidate.originalTitle.map(TitleMatch.folded) == wanted
        }
        guard let year else {
            return titled.max { ($0.voteCount ?? 0) < ($1.voteCount ?? 0) }
        }
        if let exact = titled.first(where: { $0.year == year }) { return exact }
        return titled.first { candidate in candidate.year.map { abs($0 - year) <= 1 } ?? false }
    }
}
