import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies news [--since DAY] [--quiet] [--jobs N]`: what changed for your watchlist's films
    /// since you last looked, then their coming release days.
    struct News: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "What changed for your watchlist since you last looked.",
            discussion: """
                First asks TMDB again for each watchlist film's page, whatever its max-age (a page \
                that did not change costs a 304; --jobs at once, within the rate limit; a progress \
                bar on a terminal), then tells what changed in --region since you last looked (or \
                since --since DAY): now streaming on one of your services (--on, else \
                MOVIES_SERVICES or the config file's, else any) or no longer, out in cinemas or \
                digitally, a release day that moved; then the coming cinema and digital days, \
                soonest first. The cache keeps what was true of each film and since when as its \
                page changes, so a change is told once. --offline tells what the cache already \
                knows. The first look has nothing to compare with: it tells the coming days only. \
                Films of a source without providers (the demo catalogue, IMDb) are skipped and \
                counted. --quiet prints nothing when nothing changed (exit 0 either way), for cron.

                Examples:
                  movies news --source tmdb
                  movies news --source tmdb --since 2026-11-01 --format json
                  movies news --source tmdb --quiet
                  movies news --source tmdb --offline
                """)

        @Option(
            help: ArgumentHelp(
                "Tell what changed since this day (yyyy-MM-dd) rather than since you last looked.", valueName: "day"))
        var since: String?

        @Flag(help: "Print nothing when nothing changed (the coming days included), and no notes.")
        var quiet = false

        @Option(help: ArgumentHelp("How many films' pages to ask for at once (1-64).", valueName: "n"))
        var jobs = WatchlistNews.jobs

        @Option(
            name: .customLong("on"),
            help: ArgumentHelp(
                "Your services (comma-separated, any case; default $MOVIES_SERVICES, else services in the config file; any for every service).",
                valueName: "service[,service…]"))
        var providers: [String] = []

        @OptionGroup var region: RegionOption

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func validate() throws {
            guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64, got \(jobs)") }
            if let since, APIDate.parse(since) == nil {
                throw ValidationError("--since must be a day as yyyy-MM-dd, like 2026-11-01, got \(since)")
            }
            _ = try DiscoverFilters.names(providers, option: "--on", example: "--on netflix,mubi")
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let watchlist = try WatchlistOnYourServices(
                providers: providers, region: region, source: options.source, in: context)
            let (services, country) = (watchlist.services, watchlist.region)
            let news = WatchlistNews(entries: watchlist.entries)
            let service = try context.services(timeoutScope: .request)
            let bar =
                !options.offline && console.isErrorTerminal && console.takesEscapes && !quiet
                ? RequestProgressBar(console: console, started: .now) : nil
            // A day means from its start: what happened on it is told.
            let from = since.flatMap(APIDate.parse).map { $0.addingTimeInterval(-1) }
            let (report, failed): (WatchlistNews.Report, Int)
            do {
                (report, failed) = try await news.look(
                    service: service, offline: options.offline, region: country, services: services, since: from,
                    now: MoviesClock.now(), jobs: jobs
                ) { bar?.update($0) }
                bar?.finish()
            } catch {
                bar?.finish()
                throw CommandFailure(error)
            }
            if quiet && report.changes.isEmpty { return }
            let text = NewsRenderer(format: options.format, style: console.outputStyle, region: country).render(report)
            if !text.isEmpty { console.print(text) }
            guard !quiet else { return }
            if failed > 0 {
                console.warning(
                    "\(failed) film\(failed == 1 ? "'s page" : "s' pages") could not be asked for again: what the cache knew of \(failed == 1 ? "it" : "them") is told"
                )
            }
            if report.skipped > 0 {
                console.note(
                    "\(report.skipped) film\(report.skipped == 1 ? "" : "s") on your watchlist skipped: \(options.source.described.name) says nothing of where films stream"
                )
            }
            let looked =
                report.since.map { "since \(NewsRenderer.time($0))" } ?? "first look: nothing to compare with yet"
            console.note(
                "\(report.changes.count) change\(report.changes.count == 1 ? "" : "s") for the \(report.onWatchlist) film\(report.onWatchlist == 1 ? "" : "s") on your watchlist in \(country), \(looked)"
            )
        }
    }
}
