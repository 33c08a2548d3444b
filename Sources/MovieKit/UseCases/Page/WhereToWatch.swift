/// Where a film can be watched in one region, with your services first in each way and marked:
/// what a film's page lists (JustWatch's data, as TMDB passes it on).
public struct WhereToWatch: Sendable, Hashable {
    /// A way to watch: included in a subscription, free, to rent, to buy.
    public enum Way: Sendable, CaseIterable {
        case stream, free, rent, buy
    }

    /// A provider as the page lists it.
    public struct Provider: Sendable, Hashable {
        /// Its name, as the source gives it.
        public let name: String
        /// Whether it is one of your services.
        public let isYours: Bool
    }

    /// The country (`US`, `DE`).
    public let region: String
    /// The ways to watch there, as the source lists them.
    public let options: WatchOptions
    /// Your services.
    public let services: StreamingServices

    /// Where the film of `page` can be watched in `region`; `nil` when its page says nothing of
    /// that region.
    public init?(_ page: MoviePage?, region: String, services: StreamingServices) {
        guard let options = page?.watch[region] else { return nil }
        self.region = region
        self.options = options
        self.services = services
    }

    /// The providers of `way`, your services first, each kept in the source's order.
    public func providers(_ way: Way) -> [Provider] {
        services.listingFirst(options[way]).map { Provider(name: $0.name, isYours: $0.isYours) }
    }

    /// Whether any of your services is among the providers.
    public var hasYours: Bool {
        Way.allCases.contains { way in options[way].contains(where: services.contains) }
    }
}

extension WatchOptions {
    /// The providers of `way`, in the source's order.
    public subscript(way: WhereToWatch.Way) -> [String] {
        switch way {
        case .stream: stream
        case .free: free
        case .rent: rent
        case .buy: buy
        }
    }
}
