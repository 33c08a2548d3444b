import Hummingbird

/// Answers as the configured dialect does: the demo's fixture files, TMDB's API, IMDb's
/// dataset host, a Jellyfin or a Plex server, or a Kodi.
enum DialectResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    case demo(FixtureResponder)
    case tmdb(TMDBResponder)
    case imdb(IMDbDatasetResponder)
    case jellyfin(JellyfinResponder)
    case plex(PlexResponder)
    case kodi(KodiResponder)

    init(configuration: MovieAPIServer.Configuration) {
        switch configuration.dialect {
        case .demo:
            self = .demo(FixtureResponder(fixtures: configuration.fixtures, maxAge: configuration.maxAge))
        case .tmdb(let settings):
            self = .tmdb(TMDBResponder(settings: settings, maxAge: configuration.maxAge, faults: configuration.faults))
        case .imdb(let settings):
            self = .imdb(IMDbDatasetResponder(settings: settings, maxAge: configuration.maxAge))
        case .jellyfin(let settings):
            self = .jellyfin(JellyfinResponder(settings: settings))
        case .plex(let settings):
            self = .plex(PlexResponder(settings: settings))
        case .kodi(let settings):
            self = .kodi(KodiResponder(settings: settings))
        }
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        switch self {
        case .demo(let responder): try await responder.respond(to: request, context: context)
        case .tmdb(let responder): try await responder.respond(to: request, context: context)
        case .imdb(let responder): try await responder.respond(to: request, context: context)
        case .jellyfin(let responder): try await responder.respond(to: request, context: context)
        case .plex(let responder): try await responder.respond(to: request, context: context)
        case .kodi(let responder): try await responder.respond(to: request, context: context)
        }
    }
}
