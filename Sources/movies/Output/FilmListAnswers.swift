import MovieKit

/// What a command that lists a source's films needs to show an answer: the console, the service
/// its options name and the renderer of the films' rows; ``present(_:asked:render:)`` shows the
/// answers to one question as they come (``AnswerPresenter``), ``browse(_:asked:films:heading:with:)``
/// the films of one answer full-screen.
struct FilmListAnswers {
    let options: GlobalOptions
    let console: Console
    let service: CachingMovieService
    let renderer: MovieSummaryRenderer

    /// For a command's `options`: the standard console, the service they name and their renderer.
    init(options: GlobalOptions) throws {
        self.options = options
        console = Console.standard()
        service = try ServiceStack.make(options: options, console: console)
        renderer = MovieSummaryRenderer(options: options, console: console)
    }

    /// Presents the answers to `question` as `render` writes them, and returns the answer shown
    /// last; throws a ``CommandFailure`` when none could be shown (naming `asked` when nothing is
    /// cached for it).
    @discardableResult
    func present<Value: Sendable>(
        _ question: Question<Value>, asked: MovieQuestion, render: @escaping (Value) -> String
    ) async throws -> AnswerPresenter<Value>.Shown? {
        let service = service
        let presenter = AnswerPresenter<Value>(
            console: console, options: options, render: render,
            notCached: { service.nothingCachedFailure(for: asked, $0) })
        return try await presenter.present(service.answers(to: question))
    }

    /// Browses the films `films` takes from the first answer to `question` full-screen (`-i`),
    /// as ``InteractiveOption/browse(_:asked:films:heading:service:options:console:region:)``
    /// does with these options' service.
    func browse<Value: Sendable>(
        _ question: Question<Value>, asked: MovieQuestion, films: (Value) -> [MovieSummary], heading: String,
        with interactive: InteractiveOption
    ) async throws {
        try await interactive.browse(
            question, asked: asked, films: films, heading: heading, service: service, options: options,
            console: console)
    }
}
