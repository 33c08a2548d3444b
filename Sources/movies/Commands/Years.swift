import ArgumentParser
import MovieKit

extension Movies {
    /// `movies years`: which years and lists the cache holds for the source and origin asked, and
    /// how old each is; it reads the cache only.
    struct Years: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show which years and lists the cache holds, and how old each is.",
            discussion: """
                Reads the cache only. Ages are as of now; --format json and csv give the fetch \
                time in UTC.

                Example:
                  movies years
                """
        )

        @OptionGroup var options: LocalOptions

        func run() async throws {
            let console = Console.standard()
            let catalogue = try options.catalogue
            let lists = try options.location.cache(console: console).lists(of: catalogue)
            console.print(ListSummaryRenderer(format: options.format, style: console.outputStyle).render(lists))
        }
    }
}
