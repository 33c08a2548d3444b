import Foundation

/// Where a film must be to watch for `discover/movie`: on the providers of `with_watch_providers`
/// (`8,337` every one, `8|337` any one) in `watch_region`, by one of the ways of
/// `with_watch_monetization_types` (`flatrate|free|ads|rent|buy`; any way when absent). As
/// TMDB does, providers without a region filter nothing.
struct TMDBWatchFilter: Hashable, Sendable {
    static let monetizationTypes: Set<String> = ["flatrate", "free", "ads", "rent", "buy"]

    var providers: TMDBIDMatch
    /// ISO 3166-1, upper case.
    var region: String
    var monetizations: Set<String>?

    /// The filter `reader`'s parameters ask for, or `nil` when they name no providers or no region.
    /// - Throws: ``TMDBFailure/invalidParameters`` for a provider id that is not a number or a
    ///   way to watch TMDB does not know.
    init?(_ reader: TMDBParameterReader) throws(TMDBFailure) {
        let providers = try reader.ids("with_watch_providers")
        var monetizations: Set<String>?
        if let types = reader.text("with_watch_monetization_types") {
            let named = Set(types.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
            guard named.isSubset(of: Self.monetizationTypes) else { throw .invalidParameters }
            monetizations = named
        }
        guard let providers, let region = reader.text("watch_region") else { return nil }
        self.providers = providers
        self.region = region.uppercased()
        self.monetizations = monetizations
    }

    /// Whether `movie` is to watch as this filter asks, by ``TMDBPageParts/watchProviders(of:)``.
    func admits(_ movie: TMDBWire.MovieDetails) -> Bool {
        guard let ways = TMDBPageParts.watchProviders(of: movie).results[region]?.ways else { return false }
        let offered = ways.filter { monetizations?.contains($0.monetization) ?? true }
            .flatMap { $0.providers.map(\.providerID) }
        return providers.matches(Set(offered))
    }
}
