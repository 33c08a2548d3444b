import MovieKit

/// What a command that lists a source's films needs to show an answer: the console and the
/// service its options name. ``present(_:asked:remark:render:)`` shows the answers to one
/// question as they come (``AnswerPresenter``), ``browse(_:asked:films:heading:with:region:)``
/// the films of one answer full-screen (`-i`).
struct FilmListAnswers {
    let options: GlobalOptions
    let context: MoviesContext
    let service: CachingMovieService

    /// Where the answers are printed.
    var console: Console { context.console }

    /// For a command's `options`: the context's console and the service they name.
    init(options: GlobalOptions, in context: MoviesContext) throws {
        self.init(options: options, context: context, service: try context.services())
    }

    /// For a command that made its console and service first (to find the film it lists for).
    init(options: GlobalOptions, context: MoviesContext, service: CachingMovieService) {
        self.options = options
        self.context = context
        self.service = service
    }

    /// Presents the answers to `question` as `render` writes them, `remark` said on stderr of
    /// each shown (before it with `remarksFirst`, else after), and returns the answer shown last; throws a ``CommandFailure`` when none could
    /// be shown (naming `asked` when nothing is cached for it).
    @discardableResult
    func present<Value: Sendable>(
        _ question: Question<Value>, asked: MovieQuestion, remark: @escaping (Value) -> String? = { _ in nil },
        remarksFirst: Bool = false, render: @escaping (Value) -> String
    ) async throws -> AnswerPresenter<Value>.Shown? {
        let service = service
        var presenter = AnswerPresenter<Value>(
            console: console, options: options, render: render,
            notCached: { service.nothingCachedFailure(for: asked, $0) })
        presenter.remark = remark
        presenter.remarksFirst = remarksFirst
        return try await presenter.present(service.answers(to: question))
    }

    /// Browses the films `films` takes from the first answer to `question` full-screen (`-i`),
    /// as ``InteractiveOption/browse(_:asked:films:heading:service:options:context:region:)``
    /// does with these options' service.
    func browse<Value: Sendable>(
        _ question: Question<Value>, asked: MovieQuestion, films: (Value) -> [MovieSummary], heading: String,
        with interactive: InteractiveOption, region: RegionOption = .notGiven
    ) async throws {
        try await interactive.browse(
            question, asked: asked, films: films, heading: heading, service: service, options: options,
            context: context, region: region)
    }
}
