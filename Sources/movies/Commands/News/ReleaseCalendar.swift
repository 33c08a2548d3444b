import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies calendar [--output FILE]`: the coming cinema and digital release days of your
    /// watchlist's films in your region, as an iCalendar file.
    struct ReleaseCalendar: MoviesCommand {
        static let readsYourLibrary = true

        static let configuration = CommandConfiguration(
            commandName: "calendar",
            abstract: "Write your watchlist's release days as iCalendar.",
            discussion: """
                One all-day event for each day a film on your watchlist comes out in --region, \
                in cinemas or digitally (RFC 5545; TMDB's release days). Each event keeps the \
                same UID from one export to the next (the film, the country and the way), so a \
                calendar that subscribes to the file updates its events rather than doubling \
                them. The films' pages are read from the cache, fetched when missing or stale \
                (none with --offline). Films of a source without release days by country (the \
                demo catalogue, IMDb) are skipped and counted.

                Examples:
                  movies calendar --source tmdb --output ~/calendars/films.ics
                  movies calendar --source tmdb --region DE --offline > films.ics
                """)

        @Option(
            name: [.short, .long],
            help: ArgumentHelp("Write to this file (- for standard output).", valueName: "file"))
        var output = "-"

        @OptionGroup var region: RegionOption

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let source = options.source
            let library = try YourLibrary.openForReading()
            let releases: WatchlistReleases
            do {
                releases = try WatchlistReleases(library: library, source: source)
            } catch {
                throw CommandFailure(error)
            }
            let country = region.value(with: try context.settings())
            let service = try context.services()
            let now = MoviesClock.now()
            let report = await releases.coming(service: service, region: country, today: now)
            let text = ReleaseCalendarICS(source: source, region: country, stamp: now).render(report.coming)
            try OutputFile(path: output, cache: options.location.url).write(Data(text.utf8))
            if report.skipped > 0 {
                console.note(
                    "\(report.skipped) film\(report.skipped == 1 ? "" : "s") on your watchlist skipped: \(source.described.name) says nothing of release days by country"
                )
            }
            if report.unknown > 0 {
                console.note(
                    "\(report.unknown) film\(report.unknown == 1 ? "'s page is" : "s' pages are") not known, so left out"
                        + (options.offline ? "; run without --offline to fetch them" : ""))
            }
            let days = report.coming.count
            console.note(
                "\(days) coming release day\(days == 1 ? "" : "s") in \(country) of the \(report.onWatchlist) film\(report.onWatchlist == 1 ? "" : "s") on your watchlist"
                    + (output == "-" ? "" : "; wrote \(output)"))
        }
    }
}
