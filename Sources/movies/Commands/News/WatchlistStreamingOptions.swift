import ArgumentParser
import Foundation
import MovieKit

/// `watchlist --streaming [--on SERVICES] [--region XX]`: the films of your watchlist you can
/// stream now on your services in your region, by their cached pages (as `--offline` reads them).
struct WatchlistStreamingOptions: ParsableArguments {
    @Flag(
        help:
            "Only the films you can stream now on your services (--on) in --region, by their cached pages (movies news fetches them)."
    )
    var streaming = false

    @Option(
        name: .customLong("on"),
        help: ArgumentHelp(
            "With --streaming: these services (comma-separated, any case; default $MOVIES_SERVICES, else services in the config file; any for every service).",
            valueName: "service[,service…]"))
    var providers: [String] = []

    @OptionGroup var region: RegionOption

    func validate() throws {
        if !providers.isEmpty && !streaming { throw ValidationError("--on is for --streaming") }
        _ = try DiscoverFilters.names(providers, option: "--on", example: "--on netflix,mubi")
    }

    /// Prints the films of `options.source`'s watchlist streaming on your services, as
    /// `options.format` asks, with notes on stderr of what could not be looked at.
    func list(_ options: LibraryListOptions, in context: MoviesContext) async throws {
        let console = context.console
        let watchlist = try WatchlistOnYourServices(
            providers: providers, region: region, source: options.source, in: context)
        let (services, country, entries) = (watchlist.services, watchlist.region, watchlist.entries)
        // The list reads the cache alone, as every list of your films reads offline.
        let service = try context.services(of: options.source, offline: true)
        let report = await WatchlistStreaming(entries: entries).films(
            service: service, region: country, services: services)
        console.print(
            WatchlistStreamingRenderer(format: options.format, style: console.outputStyle, region: country)
                .render(report.films))
        if report.skipped > 0 {
            console.note(
                "\(options.source.described.name) says nothing of where films stream: \(report.skipped) films skipped")
        }
        if report.notCached > 0 {
            console.note(
                "\(report.notCached) film\(report.notCached == 1 ? "'s page is" : "s' pages are") not cached, so not looked at: movies news fetches them"
            )
        }
        console.note(
            "\(report.films.count) of the \(report.onWatchlist) films on your watchlist stream on \(services.isAny ? "a service" : "your services (\(services))") in \(country)"
        )
    }
}
