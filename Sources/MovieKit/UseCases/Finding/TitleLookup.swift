/// The one rule by which a title a person typed names a film, for every command that takes one
/// (through ``FilmFinder``: `show`, `watched`, `rate`, `watchlist add`, `list add`…; the commands
/// that look in a part of your library alone take its first and third steps, ``yours(_:among:)``):
///
/// 1. your library's films titled exactly so (ignoring case and accents);
/// 2. the cache's films of the source titled exactly so;
/// 3. your library's films titled so but for a typo (``YourFilmTitles/close(to:among:)``);
/// 4. the cache's films titled so but for a typo, by the same rule;
/// 5. the source's search (``CachingMovieService/film(titled:)``), which forgives what it forgives.
///
/// `--year` (``MovieSearch/year``) narrows every step. One film found at a step is taken (a typo
/// forgiven is noted, so that a front end says it); several are the films the title is close to
/// (``FoundFilm/closeFilms``), of which ``chooser`` chooses, the best taken when it asks no one.
/// Several of your films titled so are offered with the cache's or the source's films of that
/// title (which rank them by votes), or alone when neither has one. The cache's steps read no
/// network and are passed by when the source is to be asked first (``CachePolicy/networkOnly``).
public struct TitleLookup: Sendable {
    /// The source's films, cached first.
    public let service: CachingMovieService
    /// Your library's films of the source, where a title is looked for first.
    public let yours: [LibraryFilm]
    /// Who says which film was meant when a title is close to several.
    public let chooser: any FilmChooser

    public init(service: CachingMovieService, yours: [LibraryFilm], chooser: any FilmChooser = BestFilmTaken()) {
        self.service = service
        self.yours = yours
        self.chooser = chooser
    }

    /// What the films of a part of your library say of a title (``yours(_:among:)``).
    public enum YourFilms: Sendable, Equatable {
        /// The one film titled so; `typo` when it is titled so but for a typo.
        case one(LibraryFilm, typo: Bool)
        /// Several films titled so (or, none being, several close to it), best first.
        case several([LibraryFilm])
        /// None.
        case none
    }

    /// What `films` say of `search`: its one film titled exactly so, else its one film titled so
    /// but for a typo; the several, when several are at that step.
    public static func yours(_ search: MovieSearch, among films: [LibraryFilm]) -> YourFilms {
        for typo in [false, true] {
            let titled =
                typo ? YourFilmTitles.close(to: search, among: films) : YourFilmTitles.titled(search, among: films)
            if titled.count == 1 { return .one(titled[0], typo: typo) }
            if titled.count > 1 { return .several(titled) }
        }
        return .none
    }

    /// The film `search` means, by the steps above, with `notes` of what happened before.
    /// - Throws: ``FilmFinderError/noFilmTitled(_:whereLooked:searchFailure:)`` when no step
    ///   finds one; ``FilmFinderError/source(_:)`` when the source's search failed with nothing
    ///   cached to stand in; ``FilmFinderError/cancelled`` when the person asked chose none.
    public func film(
        titled search: MovieSearch, notes: [FoundFilm.Note] = []
    ) async throws(FilmFinderError) -> FoundFilm {
        let wanted = WantedFilm.title(search)
        let exactlyYours = YourFilmTitles.titled(search, among: yours)
        if exactlyYours.count == 1, let film = exactlyYours.first, let id = film.id {
            let found = FoundFilm(wanted: wanted, film: film, id: id, way: .fromYourLibrary, notes: notes)
            return try await offeringOthers(titledAs: search, besides: found, yours: true)
        }
        let cached = service.cachedFilms(matching: search)
        if let match = TitleMatch(search.text, in: cached.filter { Self.isTitled(search, $0) }, year: search.year) {
            let found = FoundFilm(
                wanted: wanted, film: film(match.movie), id: match.movie.id, way: .exactTitle, summary: match.movie,
                alternatives: match.others, notes: notes)
            return try await match.others.isEmpty
                ? offeringOthers(titledAs: search, besides: found, yours: false) : chosen(found, for: search)
        }
        let closeYours = YourFilmTitles.close(to: search, among: yours)
        if closeYours.count == 1, let film = closeYours.first, let id = film.id {
            return FoundFilm(
                wanted: wanted, film: film, id: id, way: .fromYourLibrary,
                notes: notes + [.typoForgiven(typed: search.text, film: film)])
        }
        let closeCached = YourFilmTitles.close(to: search, amongFound: cached)
        if let best = closeCached.first {
            let found = FoundFilm(
                wanted: wanted, film: film(best), id: best.id, way: .closestTitle, summary: best,
                alternatives: Array(closeCached.dropFirst()), notes: notes)
            return try await chosen(found, for: search)
        }
        do throws(FilmFinderError) {
            return try await searched(search, notes: notes)
        } catch .noFilmTitled(let search, let whereLooked, let failure) {
            let several = exactlyYours.isEmpty ? closeYours : exactlyYours
            guard several.count > 1, let found = yourFilm(among: several, for: search, notes: notes) else {
                throw .noFilmTitled(search, whereLooked: whereLooked, searchFailure: failure)
            }
            return try await chosen(found, for: search)
        }
    }

    /// The film the source's search means by `search`.
    private func searched(_ search: MovieSearch, notes: [FoundFilm.Note]) async throws(FilmFinderError) -> FoundFilm {
        let titled: CachingMovieService.TitledFilm
        do throws(MovieServiceError) {
            titled = try await service.film(titled: search)
        } catch {
            throw .source(error)
        }
        guard let match = titled.match else {
            throw .noFilmTitled(search, whereLooked: titled.whereLooked, searchFailure: titled.failure)
        }
        let found = FoundFilm(
            wanted: .title(search), film: film(match.movie), id: match.movie.id,
            way: match.isExact ? .exactTitle : .closestTitle, summary: match.movie, alternatives: match.others,
            notes: notes + (titled.failure.map { [.cachedSearchStoodIn($0)] } ?? []))
        return try await chosen(found, for: search)
    }

    /// The first of `films` (your library's, several), the others as what the title could have
    /// meant; `nil` when it has no id.
    private func yourFilm(among films: [LibraryFilm], for search: MovieSearch, notes: [FoundFilm.Note]) -> FoundFilm? {
        let summaries = films.compactMap { film in
            film.id.map { MovieSummary(id: $0, title: film.title ?? search.text, rating: 0, year: film.year) }
        }
        guard let best = summaries.first, let film = films.first(where: { $0.id == best.id }) else { return nil }
        let exact = YourFilmTitles.titled(search, among: [film]).count == 1
        return FoundFilm(
            wanted: .title(search), film: film, id: best.id, way: exact ? .exactTitle : .closestTitle, summary: best,
            alternatives: Array(summaries.dropFirst()), notes: notes)
    }

    /// `found`, or another film of exactly the title `search` says (of another year: Dune, 1984
    /// and 2021) that ``chooser`` chooses, `found` offered first (as your library's, when it is
    /// `yours`); asked only when the chooser asks someone. The search is the pipeline's, cached
    /// first; when it cannot be had, or finds no other film of that title, `found` is taken.
    private func offeringOthers(
        titledAs search: MovieSearch, besides found: FoundFilm, yours: Bool
    ) async throws(FilmFinderError) -> FoundFilm {
        guard chooser.asksSomeone, let match = try? await service.film(titled: search).match else {
            return found
        }
        let titledSo = ([match.movie] + match.others).filter { Self.isTitled(search, $0) }
        guard let first = found.summary ?? titledSo.first(where: { $0.id == found.id }) else { return found }
        let others = titledSo.filter { $0.id != found.id }
        guard !others.isEmpty else { return found }
        let offered = Array(([first] + others).prefix(FoundFilm.closeFilmsOffered))
        switch await chooser.choose(among: offered, yours: yours ? found.id : nil, for: search) {
        case .best, .chosen(0): return found
        case .cancelled: throw .cancelled
        case .chosen(let index):
            return chose(offered[offered.indices.contains(index) ? index : 0], among: offered, found)
        }
    }

    /// `found`, or the film ``chooser`` chooses of those it is close to.
    private func chosen(_ found: FoundFilm, for search: MovieSearch) async throws(FilmFinderError) -> FoundFilm {
        let close = found.closeFilms
        guard close.count > 1 else { return found }
        switch await chooser.choose(among: close, yours: nil, for: search) {
        case .best: return found
        case .cancelled: throw .cancelled
        case .chosen(let index):
            let all = [found.summary].compactMap { $0 } + found.alternatives
            return chose(close[close.indices.contains(index) ? index : 0], among: all, found)
        }
    }

    /// `film`, chosen among `offered` instead of `found`.
    private func chose(_ film: MovieSummary, among offered: [MovieSummary], _ found: FoundFilm) -> FoundFilm {
        FoundFilm(
            wanted: found.wanted, film: self.film(film), id: film.id, way: .chosen, summary: film,
            alternatives: offered.filter { $0.id != film.id }, notes: found.notes)
    }

    /// `summary` as your library names it: as it names it, when it holds it.
    private func film(_ summary: MovieSummary) -> LibraryFilm {
        yours.first { $0.id == summary.id } ?? LibraryFilm(summary, source: service.catalogue.source)
    }

    /// Whether `movie`'s title or original title is the one `search` gives (ignoring case and accents).
    private static func isTitled(_ search: MovieSearch, _ movie: MovieSummary) -> Bool {
        let title = TitleMatch.folded(search.text)
        return TitleMatch.folded(movie.title) == title || movie.originalTitle.map(TitleMatch.folded) == title
    }
}
