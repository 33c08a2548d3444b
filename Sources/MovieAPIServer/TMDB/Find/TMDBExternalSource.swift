/// The databases `find/{external_id}` looks ids up in, named as its `external_source` parameter
/// names them, as TMDB's API reference lists them. The fixtures know only IMDb ids; an id from any
/// other source finds nothing.
enum TMDBExternalSource: String, CaseIterable, Sendable {
    case imdb = "imdb_id"
    case facebook = "facebook_id"
    case instagram = "instagram_id"
    case tvdb = "tvdb_id"
    case tiktok = "tiktok_id"
    case twitter = "twitter_id"
    case wikidata = "wikidata_id"
    case youtube = "youtube_id"

    /// The source `external_source` names.
    /// - Throws: ``TMDBFailure/notFound`` when it is absent or names no source TMDB knows: TMDB
    ///   answers a `find` without one 404 with code 34, as for a path it does not know.
    init(_ external: Substring?) throws(TMDBFailure) {
        guard let external, let source = Self(rawValue: String(external)) else { throw .notFound }
        self = source
    }
}
