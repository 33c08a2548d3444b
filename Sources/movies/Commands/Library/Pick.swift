import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies pick [filters]`: one film from your watchlist, at random, among those the filters
    /// (discover's) let through.
    struct Pick: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Choose a film from your watchlist at random, filtered as discover filters.",
            discussion: """
                With no filter, any film on your watchlist. The filters are discover's (movies \
                discover --help), read from the cached films: a film on your watchlist that is not \
                cached is fetched first (unless --offline, when it is left out and counted). As \
                discover does, --on defaults to your services (MOVIES_SERVICES, or `movies config`).

                Examples:
                  movies pick --source tmdb
                  movies pick --runtime 0-120 --on netflix --source tmdb
                  movies pick --genre comedy,drama --year 1990-1999 --source tmdb --offline
                """)

        @OptionGroup var filters: DiscoverFilters

        @OptionGroup var region: RegionOption

        @OptionGroup var options: GlobalOptions

        /// How many films' pages are fetched at once, to be filtered.
        static let jobs = 4

        func run() async throws {
            let console = Console.standard()
            let source = options.source
            let library = try YourLibrary.openForReading()
            let entries: [WatchlistEntry]
            do {
                entries = try library?.watchlist(of: source) ?? []
            } catch {
                throw CommandFailure(error)
            }
            guard !entries.isEmpty else {
                throw CommandFailure(
                    "your watchlist of \(source.described.name)'s films is empty: movies watchlist add ID|TITLE",
                    status: .notFound)
            }
            let settings = try ConfigFile.user().settingsForCommand()
            let services = try ServicesSetting.resolution(given: filters.providers, settings: settings)
            let service = try ServiceStack.make(options: options, console: console)
            var request = filters.request(region: region.value(with: settings), minimumVotes: options.tmdb.minimumVotes)
            request.providers = services.providers(filterableBy: service.described)
            let candidates: [WatchlistEntry]
            if request.filters.isEmpty {
                candidates = entries
            } else {
                if !request.providers.isEmpty, let note = services.defaultNote { console.note(note) }
                candidates = try await filtered(entries, by: request, service: service, console: console)
            }
            guard let chosen = candidates.randomElement() else {
                let none = entries.count == 1 ? "the film" : "none of the \(entries.count) films"
                let passes = entries.count == 1 ? "does not pass" : "passes"
                throw CommandFailure(
                    "\(none) on your watchlist \(passes) the filters (movies watchlist lists them)",
                    status: .notFound)
            }
            console.print(LibraryRenderer(format: options.format, style: console.outputStyle).render([chosen]))
            console.note(
                "picked from \(candidates.count) of the \(entries.count) films on your watchlist; movies show \(chosen.film.id.map(chosen.film.source.described.filmID) ?? "ID")"
            )
        }

        /// The entries whose films `request` selects among the cached films, fetching (online)
        /// those not cached first.
        private func filtered(
            _ entries: [WatchlistEntry], by request: DiscoverRequest, service: CachingMovieService, console: Console
        ) async throws(CommandFailure) -> [WatchlistEntry] {
            let query = try await service.commandQuery(for: request)
            let ids = entries.compactMap(\.film.id)
            do {
                var found = try service.cachedFilms(among: ids, selectedBy: query)
                let missing = ids.filter { !found.cached.contains($0) }
                if !missing.isEmpty && !options.offline {
                    await BoundedConcurrency.run(
                        missing, width: Self.jobs,
                        perform: { id in _ = try? await service.finalAnswer(to: .movie(id: id)) },
                        handle: { _, _, _ in .goOn })
                    found = try service.cachedFilms(among: ids, selectedBy: query)
                }
                let unknown = ids.count - found.cached.count + (entries.count - ids.count)
                if unknown > 0 {
                    console.note(
                        "\(unknown) film\(unknown == 1 ? "" : "s") on your watchlist \(unknown == 1 ? "is" : "are") not cached, so not looked at"
                            + (options.offline ? "; run without --offline to fetch them" : ""))
                }
                let selected = Set(found.selected.map(\.id))
                return entries.filter { $0.film.id.map(selected.contains) ?? false }
            } catch {
                throw CommandFailure(error)
            }
        }
    }
}
