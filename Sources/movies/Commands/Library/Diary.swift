import ArgumentParser
import MovieKit

extension Movies {
    /// `movies diary`: your viewings, the last first.
    struct Diary: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the films you watched, the last first.",
            discussion: """
                Films marked as seen without a day (Letterboxd's watched films, IMDb's ratings, a \
                film rated here before it was logged) come last, as "seen".
                """)

        @OptionGroup var options: LibraryListOptions

        func run() async throws {
            try options.list(
                \.viewings, read: { library, source throws(LibraryError) in try library.diary(of: source) },
                render: { $0.render($1) })
        }
    }
}
