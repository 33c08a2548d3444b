import MovieKit

/// What `show TITLE` says of the film a title means (``CachingMovieService/film(titled:)``
/// finds it): a warning when the cached search stood in for the source's, which film it took
/// when none is titled so exactly (a typo, or the start of a title), the other films it could
/// have meant on stderr, and exit status 66 when no film is titled so.
struct TitleResolution {
    let service: CachingMovieService
    let console: Console

    /// The id of the film `search` means.
    /// - Throws: a failure with exit status 66 when nothing is titled so, or the search's own.
    func movieID(titled search: MovieSearch) async throws(CommandFailure) -> Int {
        let titled: CachingMovieService.TitledFilm
        do throws(MovieServiceError) {
            titled = try await service.film(titled: search)
        } catch {
            throw CommandFailure(error)
        }
        if let failure = titled.failure {
            console.warning(
                "could not search \(service.described.name): \(failure); using the cached search")
        }
        guard let match = titled.match else {
            let year = search.year.map { " from \($0)" } ?? ""
            throw CommandFailure("no movie titled \"\(search.text)\"\(year) \(titled.whereLooked)", status: .notFound)
        }
        if !match.isExact {
            console.note("taking \(Self.named(match.movie)) for \"\(search.text)\"")
        }
        if !match.others.isEmpty {
            let named = match.others.prefix(3).map { other in
                "\(Self.named(other)), movies show \(service.described.filmID(other.id))"
            }
            console.note("also: " + named.joined(separator: "; ") + (match.others.count > 3 ? "; …" : ""))
        }
        return match.movie.id
    }

    /// The source's id of the film IMDb's id (`tt0083658`) names, as the source finds it (TMDB's
    /// `find`, IMDb's import).
    /// - Throws: a failure with exit status 66 when the source knows no such film, or the
    ///   look-up's own (64 for a source that cannot look IMDb's ids up).
    func movieID(imdbID: String) async throws(CommandFailure) -> Int {
        let found: [MovieSummary]?
        do throws(MovieServiceError) {
            found = try await service.finalAnswer(to: .imdbFilm(id: imdbID)).value
        } catch {
            throw CommandFailure(error)
        }
        guard let film = found?.first else {
            throw CommandFailure("no film \(imdbID) on \(service.described.name)", status: .notFound)
        }
        return film.id
    }

    /// A film as a note names it: its title and year.
    private static func named(_ film: MovieSummary) -> String {
        film.title + (film.year.map { " (\($0))" } ?? "")
    }
}
