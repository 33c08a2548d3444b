import MovieKit

/// What the ranked-list commands do: ask the service for the list, then present the answers.
struct ListCommand {
    let list: MovieList
    let arguments: ListArguments
    let options: GlobalOptions
    /// `-i`: the list full-screen.
    let interactive: InteractiveOption

    func run() async throws {
        let year = try arguments.checkedYear()
        let console = Console.standard()
        let service = try ServiceStack.make(options: options, console: console, listSize: arguments.limit)
        let limit = arguments.limit ?? .max
        let renderer = MovieRenderer(
            format: options.format, style: console.outputStyle, seen: .of(options.source, console: console),
            source: options.source.described)
        let list = self.list
        if interactive.interactive {
            return try await interactive.browse(
                .list(list, year: year), asked: .list(list, year: year),
                films: { $0.prefix(limit).map(MovieSummary.init) },
                heading: "\(list == .topRated ? "top-rated" : "top-grossing") \(year)", service: service,
                options: options, console: console)
        }
        let presenter = AnswerPresenter<[any Movie]>(
            console: console, options: options,
            render: { renderer.render(Array($0.prefix(limit))) },
            notCached: { service.nothingCachedFailure(for: .list(list, year: year), $0) })
        try await presenter.present(service.answers(to: .list(list, year: year)))
    }
}
