extension MovieAPIServer {
    /// The API a server speaks.
    public enum Dialect: Sendable {
        /// The demo movie API under `/api/`: the fixture files as they are, `--require-token` and `auth`.
        case demo
        /// TMDB's API v3 under `/3/`: discover, details with credits, authentication, its
        /// credentials, rate limit and error bodies.
        case tmdb(TMDBServerSettings)
        /// IMDb's dataset host at the root: the `*.tsv.gz` files of a folder, with validators.
        case imdb(IMDbDatasetHostSettings)
        /// A Jellyfin server at the root: Quick Connect, logging in, played items, and the
        /// fixture's hooks under `/_jellyfin/`.
        case jellyfin(JellyfinServerSettings)
        /// A Plex Media Server at the root: its identity, accounts, movie sections and history,
        /// plex.tv's PINs, and the fixture's hooks under `/_plex/`.
        case plex(PlexServerSettings)
        /// A Kodi's web server at the root: JSON-RPC under `/jsonrpc`, and the fixture's hooks
        /// under `/_kodi/`.
        case kodi(KodiServerSettings)

        /// The base URL's path.
        var pathPrefix: String {
            switch self {
            case .demo: "/api/"
            case .tmdb: TMDBResponder.prefix
            case .imdb, .jellyfin, .plex, .kodi: "/"
            }
        }

        /// `faults` as this dialect applies them: TMDB, Jellyfin, Plex and Kodi have their own
        /// credentials and IMDb's host asks for none, so the demo's token scheme is off.
        func faults(_ faults: ServerFaults) -> ServerFaults {
            if case .demo = self { return faults }
            var faults = faults
            faults.requireToken = false
            return faults
        }
    }
}
