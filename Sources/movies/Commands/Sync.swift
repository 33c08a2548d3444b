import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies sync YEARS`: fills the cache for the road with both lists of each year and every
    /// film they name, `--jobs` requests at a time, each answer saved as it arrives; a year that
    /// fails is named and the rest stays saved, and the exit status says which kind of failure
    /// there was (``YearsPrefetchReport``).
    struct Sync: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fetch whole years into the cache for the road.",
            discussion: """
                Asks the API for each year's top-grossing and top-rated lists and then for every \
                movie they name, --jobs requests at a time, saving each answer as it arrives \
                (with --source tmdb, each list already fetches its films' details, within \
                --rate-limit). \
                Answers the cache already holds are revalidated (ETag / Last-Modified), so a \
                second sync is cheap. On a terminal a progress bar runs on stderr; otherwise one \
                summary line is printed. Years that fail are named, and what did sync stays saved. \
                A sync takes as long as it needs: here --timeout bounds each request, not the run.

                Exit status: 0 when every year (and with --posters, every poster) synced; 75 when some \
                did not (each is named). When \
                none did, all for one kind of reason, that reason's own status: 69 when the API \
                cannot be reached, 77 when it refuses the credentials, 66 when it has no such year.

                With --source imdb, no years: it downloads IMDb's five dataset files (title.basics, \
                title.ratings, title.principals, title.crew, name.basics; about 1.8 GB), asking \
                for each only if it changed since the last sync, and imports them beside the \
                cache (every film, its rating, cast and crew; adult titles with --adult), \
                replacing the previous import in one step: until the new one is whole every \
                command answers from the previous one, and a sync killed at any moment leaves it. \
                --from FOLDER imports files already downloaded. --api-url names another host. A \
                file that cannot be read is named with its line (exit 65), the previous import kept.

                Examples:
                  movies sync 2016
                  movies sync 2000-2020 --jobs 8
                  movies sync 1999 2010...2012
                  movies sync 2010-2019 --source tmdb --jobs 8
                  movies sync 2016 --source tmdb --posters
                  movies sync --source imdb
                  movies sync --source imdb --from ~/Downloads/imdb
                """
        )

        @Argument(
            help: ArgumentHelp(
                "Years: 2016, 2010-2020 or 2010...2020; several allowed (none with --source imdb).",
                valueName: "years"))
        var spans: [YearSpan] = []

        @Option(
            help: ArgumentHelp(
                "With --source imdb, import the five .tsv.gz files in this folder instead of downloading them.",
                valueName: "folder"))
        var from: String?

        @Flag(help: "With --source imdb, keep adult titles too.")
        var adult = false

        @Option(help: ArgumentHelp("How many requests may be under way at once (1–64).", valueName: "n"))
        var jobs = 4

        @Flag(help: "Also fetch the posters of the movies synced, to draw them offline (TMDB; \(Self.posterSize)).")
        var posters = false

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func validate() throws {
            if options.source.described.answersFromImport {
                guard spans.isEmpty else {
                    throw ValidationError("IMDb's datasets are synced whole: give no years with --source imdb")
                }
                guard !posters else { throw ValidationError(options.source.described.saying(.posters)) }
                guard from != nil || !options.offline else {
                    throw ValidationError("sync downloads IMDb's datasets; offline, import files with --from FOLDER")
                }
                return
            }
            guard from == nil, !adult else {
                let imported = MovieSourceDescription.all.filter(\.answersFromImport)
                throw ValidationError(
                    "--from and --adult are for \(WordList.joined(imported.map(\.answerer))) "
                        + MovieSourceDescription.askingAny(of: imported))
            }
            guard !spans.isEmpty else {
                throw ValidationError("give at least one year, like 2016 or 2010-2020")
            }
            guard (1...64).contains(jobs) else {
                throw ValidationError("--jobs must be between 1 and 64, got \(jobs)")
            }
            guard !options.offline else {
                throw ValidationError("sync fetches from the API; it cannot run --offline")
            }
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            if options.source.described.answersFromImport {
                let folder = from.map { URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath) }
                try await IMDbDatasetsUpdateRun(options: options, console: console, from: folder, includeAdult: adult)
                    .run()
                return
            }
            let years = YearSpan.years(of: spans)
            do {
                for year in [years.first, years.last].compactMap({ $0 }) { _ = try ListYear.checked(year) }
            } catch {
                throw CommandFailure(error.description, status: .usage)
            }
            let service = try context.services(timeoutScope: .request)
            let started = ContinuousClock.now
            let bar =
                console.isErrorTerminal && console.takesEscapes
                ? RequestProgressBar(console: console, started: started) : nil
            let sync = YearsPrefetch(service: service, jobs: jobs)
            let report = await sync.run(years: years, posterSize: posters ? Self.posterSize : nil) { bar?.update($0) }
            bar?.finish()
            var summary = Self.summary(report, elapsed: ContinuousClock.now - started)
            var namesEach = true
            if posters {
                namesEach = Self.notePosterFailures(of: report, console: console)
                summary += "; \(report.posters) posters (\(report.posterFailures.count) could not be fetched)"
            }
            console.print(summary)
            guard report.isComplete else {
                throw Self.failure(report)
            }
            // Posters that could not be fetched leave the sync short of what was asked, as a year does.
            let failed = report.posterFailures.count
            guard failed == 0 else {
                throw CommandFailure(
                    "\(failed) poster\(failed == 1 ? "" : "s") could not be fetched (\(namesEach ? "each named" : "why is said") above)",
                    status: .syncIncomplete)
            }
        }

        /// The size posters are fetched at: what a poster beside `show`'s details needs on most terminals.
        static let posterSize = "w342"

        /// How many films a warning names before it counts the rest.
        static let filmsNamedPerWarning = 3

        /// Names on stderr the films whose posters could not be fetched, one line per reason;
        /// whether every film was named.
        @discardableResult
        static func notePosterFailures(of report: YearsPrefetchReport, console: Console) -> Bool {
            let byReason = Dictionary(grouping: report.posterFailures, by: { $0.value.description })
            for (reason, failures) in byReason.sorted(by: { $0.key < $1.key }) {
                let films = failures.map(\.key).sorted { ($0.title, $0.id) < ($1.title, $1.id) }
                var named = films.prefix(filmsNamedPerWarning).map { "\($0.title) (\($0.id))" }.joined(separator: ", ")
                if films.count > filmsNamedPerWarning { named += " and \(films.count - filmsNamedPerWarning) more" }
                let posters = films.count == 1 ? "a poster" : "\(films.count) posters"
                console.warning("\(posters) could not be fetched: \(named): \(reason)")
            }
            return byReason.values.allSatisfy { $0.count <= filmsNamedPerWarning }
        }

        /// What an incomplete sync ends with: each failed year with its reason (one reason once,
        /// when every year failed alike), and 75; but when no year synced and every failure is of
        /// one kind (the API unreachable, the credentials refused), that kind's own exit status.
        static func failure(_ report: YearsPrefetchReport) -> CommandFailure {
            let errors = report.failedYears.compactMap { report.failures[$0] }
            let statuses = Set(errors.map(MoviesExitCode.init(for:)))
            let status =
                report.syncedYears.isEmpty && statuses.count == 1 ? statuses.first ?? .syncIncomplete : .syncIncomplete
            if report.syncedYears.isEmpty, let first = errors.first, errors.allSatisfy({ $0 == first }) {
                let years = report.years.count == 1 ? "\(report.years[0])" : "any of the \(report.years.count) years"
                return CommandFailure("could not sync \(years): \(first.description)", status: status)
            }
            let failed = report.failedYears.map { year in
                "\(year) (\(report.failures[year].map(\.description) ?? "failed"))"
            }
            return CommandFailure(
                "\(failed.count) of \(report.years.count) years did not sync fully: \(failed.joined(separator: "; "))",
                status: status)
        }

        /// One line: how many years, lists and movies were saved, and how long it took.
        static func summary(_ report: YearsPrefetchReport, elapsed: Duration) -> String {
            let seconds = elapsed.timeInterval
            let years =
                report.isComplete
                ? "\(report.years.count) year\(report.years.count == 1 ? "" : "s")"
                : "\(report.syncedYears.count) of \(report.years.count) years"
            return
                "synced \(years): \(report.lists) lists, \(report.movies) movies in \(String(format: "%.1f", seconds)) s"
        }
    }
}
