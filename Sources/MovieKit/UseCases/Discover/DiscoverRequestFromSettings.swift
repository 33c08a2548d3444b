/// What `discover` and `pick` ask for: the filters a person gave, on the streaming services they
/// named for this question, else on their default services where the source knows what its films
/// stream on. A source that cannot filter by service (the demo catalogue) is never filtered by a
/// default; services named for the question always filter (the source refuses them if it cannot).
public struct DiscoverRequestFromSettings: Sendable, Equatable {
    /// The request, its providers the services it filters by.
    public let request: DiscoverRequest
    /// Whether the person's default services, not services named for the question, filter it:
    /// the answer says so, and how to set them aside.
    public let filteredByDefaultServices: Bool

    /// - Parameters:
    ///   - filters: the request the filters make; its providers are set here.
    ///   - services: the person's services, named for the question or their default.
    ///   - named: whether `services` were named for the question (`--on`) rather than a default.
    ///   - source: the source that answers.
    public init(filters: DiscoverRequest, services: StreamingServices, named: Bool, source: MovieSourceDescription) {
        var request = filters
        request.providers = named || source.discoverFilters.contains(.providers) ? services.names : []
        self.request = request
        filteredByDefaultServices = !named && !services.isAny && !request.providers.isEmpty
    }
}
