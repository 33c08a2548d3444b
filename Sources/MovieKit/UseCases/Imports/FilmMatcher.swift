import Foundation

/// How an imported film was matched to a source's film.
public enum FilmMatch: Sendable, Equatable {
    /// The source's film.
    case matched(LibraryFilm)
    /// The source's film, whose title in the language asked begins with the title given, then
    /// " – " or ": " (Netflix's "Vaiana" for "Vaiana – Das Paradies hat einen Haken"): the film,
    /// and the title given.
    case matchedByShortTitle(LibraryFilm, given: String)
    /// No film of the source is it (no such title that year, an IMDb id that is no film's).
    case unmatched
    /// The source could not be asked, and nothing cached answers.
    case failed(MovieServiceError)
}

/// Matches imported films to a catalogue's films through the cache and its source: a title and
/// year through the search (the title must be the film's, ignoring case and accents, and the
/// year decides between films of one title), an IMDb id through the look-up by IMDb id. Every
/// answer is the pipeline's, so it is saved: an import run again asks again only on condition.
///
/// With `shortTitles` (Netflix names films by a short title of its own), a title none of the
/// search's films has exactly is also the one film whose title, in the language asked, is that
/// title then " – " or ": " and more (of the year, when known).
public struct FilmMatcher: Sendable {
    let service: CachingMovieService
    /// Whether a title may be the part of a film's title before " – " or ": ".
    let shortTitles: Bool

    public init(service: CachingMovieService, shortTitles: Bool = false) {
        self.service = service
        self.shortTitles = shortTitles
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
                let candidates = found.value ?? []
                if let best = Self.best(titled: film.title, year: film.year, among: candidates) {
                    return .matched(LibraryFilm(best, source: source))
                }
                if shortTitles, let short = Self.shortened(film.title, year: film.year, among: candidates) {
                    return .matchedByShortTitle(LibraryFilm(short, source: source), given: film.title)
                }
                return found.failure.map(FilmMatch.failed) ?? .unmatched
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

    /// The one film of `candidates` whose title (in the language asked, not its original one)
    /// is `title`, then " – " (or " - ", " — ") or ": " and more, ignoring case and accents; of
    /// `year`, or a year either side, when given. `nil` when none is, or several are.
    static func shortened(_ title: String, year: Int?, among candidates: [MovieSummary]) -> MovieSummary? {
        let wanted = TitleMatch.folded(title)
        let shortened = candidates.filter { candidate in
            if let year {
                guard let released = candidate.year, abs(released - year) <= 1 else { return false }
            }
            return Self.shortTitle(of: candidate.title).map(TitleMatch.folded) == wanted
        }
        return shortened.count == 1 ? shortened[0] : nil
    }

    /// The part of `title` before its first " – ", " - ", " — " or ": "; `nil` when it has none.
    static func shortTitle(of title: String) -> String? {
        let ends = [" – ", " — ", " - ", ": "].compactMap { title.range(of: $0)?.lowerBound }
        guard let end = ends.min(), end > title.startIndex else { return nil }
        return String(title[..<end])
    }
}
