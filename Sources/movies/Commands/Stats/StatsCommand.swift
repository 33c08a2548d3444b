import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies stats`: your year in film (or any period) from your diary and the films' facts,
    /// as charts on a terminal, plain text piped, JSON, or a page of its own (`--output`).
    struct Stats: MoviesCommand {
        static let readsYourLibrary = true

        static let configuration = CommandConfiguration(
            commandName: "stats",
            abstract: "Your year in film: what, when, whom, how rated.",
            discussion: """
                Counts your diary's viewings of a period (this year by default): films, viewings, \
                rewatches and hours; viewings per month (per year with --all); your ratings' \
                spread and your average against the crowd's; the directors, actors, genres, \
                decades, countries and original languages you watched most and rated best (of \
                those with at least 3 films rated); the longest, shortest, oldest and newest \
                films; your longest run of consecutive days; your busiest weekday; your \
                watchlist's oldest entries.

                The films' facts come from the cache and IMDb's import. Those a film of --source \
                lacks are fetched first (a progress bar on a terminal), within --rate-limit; \
                --offline counts what is there and says how many films lack which fact.

                On a terminal, charts of bars, in colour unless NO_COLOR is set; piped, plain \
                text. --format json prints every figure for scripts. --output FILE writes one \
                self-contained HTML page (charts as SVG, the posters of your best-rated films \
                the cache keeps, unless --no-posters) that opens offline in any browser.

                Examples:
                  movies stats
                  movies stats --year 2024 --source tmdb
                  movies stats --since 2024-06-01 --until 2024-08-31 --offline
                  movies stats --all --format json
                  movies stats --year 2024 --output year.html
                """)

        @Option(help: ArgumentHelp("The year to count (this year by default).", valueName: "year"))
        var year: Int?

        @Option(help: ArgumentHelp("Count from this day (yyyy-MM-dd, today, yesterday).", valueName: "day"))
        var since: String?

        @Option(
            help: ArgumentHelp("Count up to this day, included (with --since; today by default).", valueName: "day"))
        var until: String?

        @Flag(help: "Count every viewing, whenever it was.")
        var all = false

        @Option(
            name: [.short, .long],
            help: ArgumentHelp("Write the statistics as one HTML page to this file.", valueName: "file"))
        var output: String?

        @Flag(help: "Leave the posters out of the --output page.")
        var noPosters = false

        @Option(help: ArgumentHelp("How many films' facts may be fetched at once (1–64).", valueName: "n"))
        var jobs = 4

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func validate() throws {
            let periods = [year != nil, since != nil || until != nil, all].filter { $0 }.count
            guard periods <= 1 else {
                throw ValidationError("give one period: --year, --since/--until or --all")
            }
            guard until == nil || since != nil else { throw ValidationError("--until needs --since") }
            guard options.format != .csv else {
                throw ValidationError("stats prints a table or JSON (--format table|json), or a page with --output")
            }
            guard !noPosters || output != nil else { throw ValidationError("--no-posters is for the --output page") }
            guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be between 1 and 64, got \(jobs)") }
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let period = try asked()
            let cacheURL = options.location.url
            let stats = YearInFilm(
                library: YourLibrary.file, cacheFile: cacheURL, imdbFile: IMDbFolder(cacheURL: cacheURL).datasets)
            let bar =
                !options.offline && console.isErrorTerminal && console.takesEscapes
                ? RequestProgressBar(console: console, started: .now) : nil
            let answer: YearInFilmAnswer
            do {
                answer = try await stats.answer(
                    period, of: options.source, posters: output != nil && !noPosters, jobs: jobs,
                    fetchingWith: options.offline ? nil : { try context.services(timeoutScope: .request) }
                ) { bar?.update($0) }
            } catch let error as YearInFilmError {
                throw Self.failure(error)
            }
            if let done = answer.fetched {
                bar?.finish()
                if done.failed > 0 {
                    console.note(
                        "\(done.failed) of \(done.total) films' facts could not be fetched; their facts count as unknown"
                    )
                }
            }
            let figures = answer.statistics
            if options.offline, !figures.unknown.isEmpty {
                console.note("offline: " + Self.lacking(figures.unknown))
            }
            if let output {
                let page = StatsPage(statistics: figures, byYear: all, posters: answer.posters).render()
                try OutputFile(path: output, cache: options.location.url).write(Data(page.utf8))
                if output != "-" { console.note("wrote \(output)") }
                return
            }
            switch options.format {
            case .json:
                console.print(MovieRenderer.json(StatsJSON(statistics: figures)))
            case .table, .csv:
                let style = console.isOutputTerminal ? console.outputStyle : .plain
                let text = StatsText(statistics: figures, byYear: period.countsByYear, style: style).render()
                console.print(text)
            }
        }

        /// The period the options ask for.
        private func asked() throws(CommandFailure) -> StatsPeriod {
            if all { return .all }
            let calendar = LibraryCalendar()
            if let since {
                do {
                    let from = try calendar.day(since)
                    let last =
                        try until.map { text throws(LibraryValueError) in try calendar.day(text) } ?? calendar.today
                    guard from <= last else {
                        throw CommandFailure("--since \(since) is after --until \(until ?? "today")", status: .usage)
                    }
                    return .days(from: from, until: last)
                } catch let error as LibraryValueError {
                    throw CommandFailure(error.description, status: .usage)
                } catch {
                    throw error as? CommandFailure ?? CommandFailure("\(error)", status: .usage)
                }
            }
            do {
                return .year(try ListYear.year(year, calendar: calendar))
            } catch {
                throw CommandFailure(error.description, status: .usage)
            }
        }

        /// How many films lack which fact, in words.
        static func lacking(_ unknown: [StatsFact: Int]) -> String {
            unknown.sorted { $0.key < $1.key }.map {
                "\($0.value) film\($0.value == 1 ? "" : "s") without \($0.key.described)"
            }
            .joined(separator: ", ")
        }

        /// A failure of your year in film as the command's: the import's and the cache's as
        /// theirs, a library or a file that cannot be read 74.
        private static func failure(_ error: YearInFilmError) -> CommandFailure {
            switch error {
            case .imdbImport(let failure): CommandFailure(failure)
            case .cache(let failure): CommandFailure(failure)
            case .library, .unreadable: CommandFailure(error.description, status: .cacheFailure)
            }
        }
    }
}
