import Foundation

extension TMDBEncodedCatalogue {
    /// The answer to `watch/providers/movie`: every provider any film has in `region` (ISO
    /// 3166-1), any way to watch, or in any region when `region` is `nil`; by provider id, as
    /// TMDB lists them. Each names its display priority in every region it is in, and
    /// `display_priority`, the region's (or its lowest, without a region).
    func providerList(in region: Substring?) -> Body {
        let region = region.map { $0.uppercased() }
        let listed = providers.value.compactMap { provider -> TMDBWire.ListedProvider? in
            guard let region else { return provider }
            guard let priority = provider.displayPriorities[region] else { return nil }
            var inRegion = provider
            inRegion.displayPriority = priority
            return inRegion
        }
        return Body(TMDBJSON.encode(TMDBWire.ProviderList(results: listed)))
    }

    /// Every provider of `movies`' ``TMDBPageParts/watchProviders(of:)``, by id, with its lowest
    /// display priority in each region it is in and its lowest of all.
    static func providers(of movies: [TMDBWire.MovieDetails]) -> [TMDBWire.ListedProvider] {
        var byID: [Int: TMDBWire.ListedProvider] = [:]
        for movie in movies {
            for (region, ways) in TMDBPageParts.watchProviders(of: movie).results {
                for provider in ways.ways.flatMap(\.providers) {
                    var listed =
                        byID[provider.providerID]
                        ?? TMDBWire.ListedProvider(
                            displayPriorities: [:], displayPriority: provider.displayPriority,
                            logoPath: provider.logoPath, providerName: provider.providerName,
                            providerID: provider.providerID)
                    listed.displayPriorities[region] = min(
                        listed.displayPriorities[region] ?? provider.displayPriority, provider.displayPriority)
                    listed.displayPriority = min(listed.displayPriority, provider.displayPriority)
                    byID[provider.providerID] = listed
                }
            }
        }
        return byID.values.sorted { $0.providerID < $1.providerID }
    }
}
