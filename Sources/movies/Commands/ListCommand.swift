import ArgumentParser
import MovieKit

/// What the ranked-list commands (`top-rated`, `top-grossing`) share: the year and `--limit`,
/// the global options and `-i`, and the run: ask the service for the year's list, then present
/// the answers.
protocol ListCommand: MoviesCommand {
    /// The list the command asks for.
    static var list: MovieList { get }
    var arguments: ListArguments { get }
    var options: GlobalOptions { get }
    /// `-i`: the list full-screen.
    var interactive: InteractiveOption { get }
}

extension ListCommand {
    var globalOptions: GlobalOptions? { options }

    func run(in context: MoviesContext) async throws {
        let year = try arguments.checkedYear()
        let console = context.console
        let service = try context.services(listSize: arguments.limit)
        let limit = arguments.limit ?? .max
        let renderer = MovieRenderer(
            format: options.format, style: console.outputStyle, seen: .of(options.source, console: console),
            source: options.source.described)
        let list = Self.list
        let answers = FilmListAnswers(options: options, context: context, service: service)
        if interactive.interactive {
            return try await answers.browse(
                .list(list, year: year), asked: .list(list, year: year),
                films: { $0.prefix(limit).map(MovieSummary.init) },
                heading: "\(Self._commandName) \(year)", with: interactive)
        }
        try await answers.present(.list(list, year: year), asked: .list(list, year: year)) {
            renderer.render(Array($0.prefix(limit)))
        }
    }
}
