import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies genres`: the genres `discover --genre` takes, as the source names them; kept a few
    /// days (or TMDB's max age), offline as last fetched.
    struct Genres: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the genres `movies discover --genre` takes.",
            discussion: """
                With --source tmdb, TMDB's genres in the --language asked (and their English \
                names, which --genre takes too), kept for a few days and offline. The demo \
                catalogue names no genres (exit 64).

                Examples:
                  movies genres --source tmdb
                  movies genres --source tmdb --language de-DE --format json
                """
        )

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let service = try context.services()
            let format = options.format, style = console.outputStyle
            let presenter = AnswerPresenter<[Genre]>(
                console: console, options: options, render: { Self.render($0, format: format, style: style) },
                notCached: { service.nothingCachedFailure(for: .genres, $0) })
            try await presenter.present(service.answers(to: .genres))
        }

        /// The genres, each once, by name: a table of id and name(s), JSON `[{"id", "name"}]`
        /// (a genre once per name), or CSV.
        static func render(_ genres: [Genre], format: OutputFormat, style: TextStyle) -> String {
            switch format {
            case .json:
                return MovieRenderer.json(genres)
            case .csv:
                return CSV.record(["id", "name"]) + genres.map { CSV.record([String($0.id), $0.name]) }.joined()
            case .table:
                guard !genres.isEmpty else { return "No genres.\n" }
                var names: [(id: Int, names: [String])] = []
                for genre in genres {
                    if let index = names.firstIndex(where: { $0.id == genre.id }) {
                        names[index].names.append(genre.name)
                    } else {
                        names.append((genre.id, [genre.name]))
                    }
                }
                let rows = names.sorted { $0.names[0].localizedStandardCompare($1.names[0]) == .orderedAscending }
                    .map { [String($0.id), $0.names[0], $0.names.dropFirst().joined(separator: ", ")] }
                let hasOtherNames = rows.contains { !$0[2].isEmpty }
                return TextTable(
                    header: hasOtherNames ? ["Id", "Genre", "In English"] : ["Id", "Genre"],
                    rows: hasOtherNames ? rows : rows.map { Array($0.prefix(2)) }, rightAligned: [0]
                ).render(style: style)
            }
        }
    }
}
