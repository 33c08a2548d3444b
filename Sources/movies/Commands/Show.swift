import ArgumentParser
import MovieKit

extension Movies {
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one movie in detail.",
            discussion: """
                Example:
                  movies show 1
                """
        )

        @Argument(help: "The movie's id, as the lists show it.")
        var id: Int

        @OptionGroup var options: GlobalOptions

        func validate() throws {
            guard id > 0 else {
                throw ValidationError("the movie id must be a positive number, got \(id)")
            }
        }

        func run() async throws {
            let console = Console.standard()
            let service = try ServiceStack.make(options: options, console: console)
            let renderer = MovieRenderer(format: options.format, style: console.outputStyle, source: options.source)
            let presenter = AnswerPresenter<any Movie>(
                console: console, policy: options.cachePolicy,
                isLive: console.isOutputTerminal && options.format == .table,
                render: renderer.render)
            let id = self.id
            try await presenter.present(service.answers { $0.movie(id: id, completion: $1) })
        }
    }
}
