extension MovieAPIServer {
    /// The API a server speaks.
    public enum Dialect: Sendable {
        /// The demo movie API under `/api/`: the fixture files as they are, `--require-token` and `auth`.
        case demo
        /// TMDB's API v3 under `/3/`: discover, details with credits, authentication, its
        /// credentials, rate limit and error bodies.
        case tmdb(TMDBServerSettings)

        /// The base URL's path.
        var pathPrefix: String {
            switch self {
            case .demo: "/api/"
            case .tmdb: TMDBResponder.prefix
            }
        }

        /// `faults` as this dialect applies them: TMDB has its own credentials, so the demo's
        /// token scheme is off.
        func faults(_ faults: ServerFaults) -> ServerFaults {
            guard case .tmdb = self else { return faults }
            var faults = faults
            faults.requireToken = false
            return faults
        }
    }
}
