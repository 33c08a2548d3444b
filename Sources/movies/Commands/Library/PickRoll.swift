import Foundation
import MovieKit

extension Movies.Pick {
    /// `pick -i`: a film of those that pass the filters, at random (not `avoiding` unless it is
    /// the only one), its whole page full-screen; Space another. The film shown last is kept
    /// for `--again`.
    /// - Throws: the command's failures (``failure(_:)``, ``nonePasses(of:)``), and the picker's.
    func roll(
        _ pick: WatchlistPick, filteredBy request: DiscoverRequest, service: CachingMovieService, avoiding: Int?,
        lastPick: LastPickFile, context: MoviesContext
    ) async throws {
        let console = context.console
        let passing: WatchlistPick.Passing
        do {
            passing = try await pick.passing(filteredBy: request, service: service)
        } catch {
            throw Self.failure(error)
        }
        noteNotCached(passing.notCached, console: console)
        let films = BrowsableFilms(passing.entries.map(\.film), source: options.source).films
        guard !films.isEmpty else { throw Self.nonePasses(of: pick.entries.count) }
        let others = films.indices.filter { films[$0].id != avoiding }
        let first = (others.isEmpty ? Array(films.indices) : others).randomElement() ?? 0
        let shown = try await interactive.roll(
            films, from: first, heading: "pick", service: service, options: options, context: context, region: region)
        if let id = shown?.id { remember(id, in: lastPick, console: console) }
    }
}
