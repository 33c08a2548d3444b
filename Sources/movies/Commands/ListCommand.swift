import MovieKit

/// What the ranked-list commands do: ask the service for the list, then present the answers.
struct ListCommand {
    let list: MovieList
    let arguments: ListArguments
    let options: GlobalOptions
    /// `-i`: the list full-screen.
    let interactive: InteractiveOption

    func run(in context: MoviesContext) async throws {
        let year = try arguments.checkedYear()
        let console = context.console
        let service = try context.services(listSize: arguments.limit)
        let limit = arguments.limit ?? .max
        let renderer = MovieRenderer(
            format: options.format, style: console.outputStyle, seen: .of(options.source, console: console),
            source: options.source.described)
        let list = self.list
        let answers = FilmListAnswers(options: options, context: context, service: service)
        if interactive.interactive {
            return try await answers.browse(
                .list(list, year: year), asked: .list(list, year: year),
                films: { $0.prefix(limit).map(MovieSummary.init) },
                heading: "\(list == .topRated ? "top-rated" : "top-grossing") \(year)", with: interactive)
        }
        try await answers.present(.list(list, year: year), asked: .list(list, year: year)) {
            renderer.render(Array($0.prefix(limit)))
        }
    }
}
