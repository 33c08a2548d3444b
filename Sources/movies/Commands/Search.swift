import ArgumentParser
import MovieKit

extension Movies {
    /// `movies search TEXT`: films by title, the cached matches first, then the source's search
    /// (saved for offline); for a source without a search API, the cache's matches (else the titles
    /// it carries), once.
    struct Search: MoviesCommand {
        static let defaultLimit = 20

        static let configuration = CommandConfiguration(
            abstract: "Find films by title, typos forgiven.",
            discussion: """
                With --source tmdb, the cached answer comes first (this search's saved answer, \
                else the cached movies whose title or cast match), then TMDB's search, ranked as \
                TMDB ranks it and saved, so the same search answers offline. Each row gives the \
                id to ask `movies show` for.

                The demo catalogue has no search API: there, search reads the cache (with none \
                cached, the titles of the films built into the tool). Every word must match the start of a \
                word in a title or cast name, so `zoo` finds Zootopia; accents and case are \
                ignored.

                Typos are forgiven, about one a four letters: when fewer movies match every word \
                than are asked for, the cached movies whose title or original title comes close \
                follow, the closest first (then the most voted), so `blade runer` finds Blade \
                Runner. A search TMDB finds nothing for shows them too; one that still finds nothing \
                names the closest cached titles on stderr, in one line.

                Examples:
                  movies search zoo
                  movies search "blade runner" --source tmdb
                  movies search dune --year 1984 --source tmdb --format json
                """
        )

        @Argument(help: ArgumentHelp("The words to search for.", valueName: "text"))
        var text: [String]

        @Option(help: ArgumentHelp("Only movies released this year.", valueName: "year"))
        var year: Int?

        @Option(help: ArgumentHelp("Show at most this many movies.", valueName: "n"))
        var limit = Self.defaultLimit

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        @OptionGroup var interactive: InteractiveOption

        func validate() throws {
            _ = try search()
            try ListArguments.check(limit: limit)
        }

        /// What to search for, as typed.
        func search() throws(ValidationError) -> MovieSearch {
            do {
                return try MovieSearch(text.joined(separator: " "), year: year)
            } catch {
                throw ValidationError("\(error), like: movies search zoo")
            }
        }

        func run(in context: MoviesContext) async throws {
            let search = try search()
            let answers = try FilmListAnswers(options: options, in: context)
            if interactive.interactive {
                return try await answers.browse(
                    .search(search, limit: limit), asked: .search(search), films: { $0 }, heading: "search",
                    with: interactive)
            }
            let renderer = MovieSummaryRenderer(options: options, console: answers.console)
            let shown = try await answers.present(.search(search, limit: limit), asked: .search(search)) {
                renderer.render($0)
            }
            guard shown?.value.isEmpty == true else { return }
            if let elsewhere = answers.service.whereElseFilmsMatch(search) {
                answers.console.note(
                    "no film matches \"\(search.text)\" in \(options.source.described.name); \(elsewhere)")
            } else if let closest = closestCached(to: search, in: answers.service) {
                answers.console.note(closest)
            }
        }

        /// "no film matches "midnite leger"; the closest cached: Midnight Ledger (2016, 100008)":
        /// what a search that found nothing suggests, in one line; `nil` when no cached title is close.
        private func closestCached(to search: MovieSearch, in service: CachingMovieService) -> String? {
            let films = service.filmsTitledClosest(to: search)
            guard !films.isEmpty else { return nil }
            let source = options.source.described
            let named = films.map { film in
                "\(film.title) (" + (film.year.map { "\($0), " } ?? "") + "\(source.filmID(film.id)))"
            }
            return "no film matches \"\(search.text)\"; the closest cached: " + named.joined(separator: "; ")
        }
    }
}
