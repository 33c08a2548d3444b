import MovieKit

/// What `news` and `watchlist --streaming` look at: a source's watchlist, and your services and
/// region as the options, `$MOVIES_SERVICES` and the config file give them.
struct WatchlistOnYourServices {
    /// The services asked, or every one.
    let services: StreamingServices
    /// The region, as ISO 3166-1 (`US`).
    let region: String
    /// The watchlist's entries of the source; none without a library.
    let entries: [WatchlistEntry]

    /// Reads the settings the context gives and the watchlist of `source`.
    /// - Throws: ``CommandFailure`` for a setting that does not read (64) or a library that
    ///   cannot be read.
    init(providers: [String], region option: RegionOption, source: MovieSource, in context: MoviesContext) throws {
        let settings = try context.settings()
        services = try StreamingServicesSetting.resolution(given: providers, settings: settings).value
        region = option.value(with: settings)
        let library = try YourLibrary.openForReading()
        do {
            entries = try library?.watchlist(of: source) ?? []
        } catch {
            throw CommandFailure(error)
        }
    }
}
