import ArgumentParser
import MovieKit

extension Movies {
    struct Search: AsyncParsableCommand {
        static let defaultLimit = 20

        static let configuration = CommandConfiguration(
            abstract: "Search the cached movies by title and cast, best match first.",
            discussion: """
                Full-text search over what the cache holds (sync first to search whole years). \
                Every word must match the start of a word in the title or a cast name, so `zoo` \
                finds Zootopia; accents and case are ignored; quotes, *, -, AND, OR, NOT and \
                NEAR are searched as plain text. Never touches the network.

                Examples:
                  movies search zoo
                  movies search ginnifer goodwin --format csv
                """
        )

        @Argument(help: ArgumentHelp("The words to search for.", valueName: "text"))
        var text: [String]

        @Option(help: ArgumentHelp("Show at most this many movies.", valueName: "n"))
        var limit = Self.defaultLimit

        @OptionGroup var options: LocalOptions

        func validate() throws {
            guard !SearchQuery(text.joined(separator: " ")).words.isEmpty else {
                throw ValidationError("give some words to search for, like: movies search zoo")
            }
            guard limit >= 1 else { throw ValidationError("--limit must be 1 or more, got \(limit)") }
        }

        func run() async throws {
            let console = Console.standard()
            let query = SearchQuery(text.joined(separator: " "))
            let movies = try options.readCache(console: console) { cache throws(CacheError) in
                try cache.search(query, in: options.source, limit: limit)
            }
            if movies.isEmpty && options.format == .table {
                console.note("no cached movie matches \"\(text.joined(separator: " "))\"")
            }
            console.print(
                MovieRenderer(format: options.format, style: console.outputStyle, source: options.source).render(movies)
            )
        }
    }
}
