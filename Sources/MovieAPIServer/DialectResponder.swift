import Hummingbird

/// Answers as the configured dialect does: the demo's fixture files or TMDB's API.
enum DialectResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    case demo(FixtureResponder)
    case tmdb(TMDBResponder)

    init(configuration: MovieAPIServer.Configuration) {
        switch configuration.dialect {
        case .demo:
            self = .demo(FixtureResponder(fixtures: configuration.fixtures, maxAge: configuration.maxAge))
        case .tmdb(let settings):
            self = .tmdb(TMDBResponder(settings: settings, maxAge: configuration.maxAge, faults: configuration.faults))
        }
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        switch self {
        case .demo(let responder): try await responder.respond(to: request, context: context)
        case .tmdb(let responder): try await responder.respond(to: request, context: context)
        }
    }
}
