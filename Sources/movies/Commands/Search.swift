import ArgumentParser
import MovieKit

extension Movies {
    /// `movies search TEXT`: films by title, the cached matches first, then the source's search
    /// (saved for offline); for a source without a search API, the cache's alone.
    struct Search: AsyncParsableCommand {
        static let defaultLimit = 20

        static let configuration = CommandConfiguration(
            abstract: "Find movies by title: the cached matches first, then the source's search.",
            discussion: """
                With --source tmdb, the cached answer comes first (this search's saved answer, \
                else the cached movies whose title or cast match), then TMDB's search, ranked as \
                TMDB ranks it and saved, so the same search answers offline. Each row gives the \
                id to ask `movies show` for.

                The demo catalogue has no search API: there, search reads the cache only. Every \
                word must match the start of a word in a cached title or cast name, so `zoo` \
                finds Zootopia; accents and case are ignored.

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

        func run() async throws {
            let console = Console.standard()
            let search = try search()
            let service = try ServiceStack.make(options: options, console: console)
            guard service.searchesOnline else {
                return try searchCache(service.database, of: service.catalogue, for: search, console: console)
            }
            let renderer = MovieSummaryRenderer(format: options.format, style: console.outputStyle)
            let presenter = AnswerPresenter<[MovieSummary]>(
                console: console, policy: options.cachePolicy,
                isLive: console.isOutputTerminal && options.format == .table,
                render: { renderer.render($0) },
                notCached: { service.nothingCachedFailure(for: .search(search)) })
            try await presenter.present(service.searchAnswers(search, limit: limit))
        }

        /// The cached movies whose title or cast match, for a source without a search API.
        private func searchCache(
            _ cache: CacheDatabase, of catalogue: Catalogue, for search: MovieSearch, console: Console
        ) throws(CommandFailure) {
            let query = SearchQuery(search.text)
            guard !query.words.isEmpty else {
                throw CommandFailure(
                    "\(options.source.displayName) is searched in the cache by words: give some, like: movies search zoo",
                    status: .usage)
            }
            let movies: [CachedMovie]
            do {
                // A year narrows the matches after they are ranked: ask for more than are shown.
                movies = try cache.search(
                    query, in: catalogue,
                    limit: year == nil ? limit : limit * 10
                ).filter { year == nil || $0.year == year }
            } catch {
                throw CommandFailure(error)
            }
            let shown = Array(movies.prefix(limit))
            if shown.isEmpty && options.format == .table {
                console.note("no cached movie matches \"\(search.text)\"")
            }
            console.print(
                MovieRenderer(format: options.format, style: console.outputStyle, source: options.source).render(shown))
        }
    }
}
