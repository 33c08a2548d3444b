import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies pick [filters] [--again]`: one film from your watchlist, at random, among those
    /// the filters (discover's) let through, shown as a short card; `--again` another than the
    /// one shown last.
    struct Pick: MoviesCommand {
        static let readsYourLibrary = true

        static let configuration = CommandConfiguration(
            abstract: "Choose a film from your watchlist at random.",
            discussion: """
                With no filter, any film on your watchlist. The filters are discover's (movies \
                discover --help), read from the cached films: a film on your watchlist that is not \
                cached is fetched first (unless --offline, when it is left out and counted). As \
                discover does, --on defaults to your services (MOVIES_SERVICES, or `movies config`). \
                The film is shown as a short card: its title, year and runtime, and where it \
                streams in --region, your services first. --again picks another than the one \
                shown last (kept beside the cache, never in your library). With -i, the film's \
                whole page full-screen: Space picks another, Enter lists those that pass, q leaves \
                (the film shown last is the one --again avoids).

                Examples:
                  movies pick --source tmdb
                  movies pick -i --source tmdb
                  movies pick --again --source tmdb
                  movies pick --runtime 0-120 --on netflix --source tmdb
                  movies pick --genre comedy,drama --year 1990-1999 --source tmdb --offline
                """)

        @OptionGroup var filters: DiscoverFilters

        @Flag(help: "Pick another film than the one shown last.")
        var again = false

        @OptionGroup var region: RegionOption

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        @OptionGroup var interactive: InteractiveOption

        func run(in context: MoviesContext) async throws {
            if interactive.interactive, let refusal = FilmBrowser.refusal() { throw refusal }
            let console = context.console
            let source = options.source
            let library = try YourLibrary.openForReading()
            let pick: WatchlistPick
            do {
                pick = try WatchlistPick(library: library, source: source)
            } catch {
                throw Self.failure(error)
            }
            let asked = try DiscoverQuestion(
                filters: filters, region: region, minimumVotes: options.tmdb.minimumVotes,
                settings: try context.settings(), source: source.described)
            let service = try context.services()
            if let note = asked.note { console.note(note) }
            let lastPick = LastPickFile(cacheURL: options.location.url)
            let avoiding = again ? lastPick.film(of: source) : nil
            if interactive.interactive {
                return try await roll(
                    pick, filteredBy: asked.request, service: service, avoiding: avoiding, lastPick: lastPick,
                    context: context)
            }
            let choice: WatchlistPick.Choice
            do {
                choice = try await pick.choose(filteredBy: asked.request, service: service, avoiding: avoiding)
            } catch {
                throw Self.failure(error)
            }
            noteNotCached(choice.notCached, console: console)
            guard let chosen = choice.chosen else { throw Self.nonePasses(of: choice.onWatchlist) }
            if options.format == .table {
                let picked = await PickedFilm.of(
                    chosen, service: service, region: asked.region, services: asked.services)
                console.print(
                    PickCard(style: console.outputStyle, source: source.described, region: asked.region).render(picked))
                if picked.movie == nil, chosen.film.id != nil {
                    let why = picked.failure?.description ?? "its page is not cached"
                    console.note(
                        "its runtime and where it streams are not known: \(why)"
                            + (options.offline ? "; run without --offline to fetch it" : ""))
                }
            } else {
                console.print(LibraryRenderer(format: options.format, style: console.outputStyle).render([chosen]))
            }
            if choice.chosenAgain {
                console.note("the film shown last is the only one that passes the filters")
            }
            if let id = chosen.film.id { remember(id, in: lastPick, console: console) }
            console.note(
                "picked from \(choice.passing) of the \(choice.onWatchlist) films on your watchlist; movies show \(chosen.film.id.map(chosen.film.source.described.filmID) ?? "ID")"
            )
        }

        /// Notes how many films of the watchlist were not looked at, not being cached.
        func noteNotCached(_ unknown: Int, console: Console) {
            guard unknown > 0 else { return }
            console.note(
                "\(unknown) film\(unknown == 1 ? "" : "s") on your watchlist \(unknown == 1 ? "is" : "are") not cached, so not looked at"
                    + (options.offline ? "; run without --offline to fetch them" : ""))
        }

        /// Keeps `id` as the film shown last, for `--again`; a warning when it cannot.
        func remember(_ id: Int, in lastPick: LastPickFile, console: Console) {
            do {
                try lastPick.remember(id, of: options.source)
            } catch {
                console.warning(
                    "could not keep the pick in \(lastPick.url.path), so --again may show it again: \(error.localizedDescription)"
                )
            }
        }

        /// No film of a watchlist of `onWatchlist` passes the filters (exit 66).
        static func nonePasses(of onWatchlist: Int) -> CommandFailure {
            let none = onWatchlist == 1 ? "the film" : "none of the \(onWatchlist) films"
            let passes = onWatchlist == 1 ? "does not pass" : "passes"
            return CommandFailure(
                "\(none) on your watchlist \(passes) the filters (movies watchlist lists them)", status: .notFound)
        }

        /// A pick's failure as the command's: an empty watchlist 66, filters that cannot apply 64
        /// (names that could not be learnt, the source's status), the library's and the cache's 74.
        static func failure(_ error: WatchlistPickError) -> CommandFailure {
            switch error {
            case .emptyWatchlist(let source):
                CommandFailure(
                    "your watchlist of \(source.described.name)'s films is empty: movies watchlist add ID|TITLE",
                    status: .notFound)
            case .library(let error): CommandFailure(error)
            case .filters(.namesUnknown(let error)): CommandFailure(error)
            case .filters(let error): CommandFailure(error.description, status: .usage)
            case .cache(let error): CommandFailure(error)
            }
        }
    }
}
