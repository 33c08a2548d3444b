import MovieKit

/// What `discover` and `pick` ask their source, read from the filters given and your settings:
/// the request ``DiscoverRequestFromSettings`` makes, in `--region`'s country, on your services.
struct DiscoverQuestion {
    /// The request, filtered by the services named with `--on`, else by your default ones.
    let request: DiscoverRequest
    /// Your services (`--on`'s, else the default), which a card lists first.
    let services: StreamingServices
    /// The country whose services are asked about.
    let region: String
    /// The note that your default services filter the answer, from where, and how to set them
    /// aside; `nil` when they do not.
    let note: String?

    /// The question `filters` ask of `source` with `settings`, films with at least `minimumVotes`
    /// votes when given.
    /// - Throws: ``CommandFailure`` (exit 64) naming `--on` or `$MOVIES_SERVICES` when it does not read.
    init(
        filters: DiscoverFilters, region option: RegionOption, minimumVotes: Int?, settings: Settings,
        source: MovieSourceDescription
    ) throws(CommandFailure) {
        let services = try StreamingServicesSetting.resolution(given: filters.providers, settings: settings)
        region = option.value(with: settings)
        let asked = DiscoverRequestFromSettings(
            filters: filters.request(region: region, minimumVotes: minimumVotes), services: services.value,
            named: services.origin == .flag(StreamingServicesSetting.option), source: source)
        request = asked.request
        self.services = services.value
        note = asked.filteredByDefaultServices ? services.defaultNote : nil
    }
}
