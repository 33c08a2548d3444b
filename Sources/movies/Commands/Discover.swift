import ArgumentParser
import MovieKit

extension Movies {
    /// `movies discover [filters]`: films by genre, years, rating, votes, running time, original
    /// language and the services they stream on. The saved answer (else the cached films the
    /// filters select, saying how many were looked through) first, then the source's, saved.
    struct Discover: FilmListCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find films to watch by genre, year, rating, service.",
            discussion: """
                Filters combine: a film must pass every one given. With --source tmdb, TMDB \
                discovers the films (one request a page) and the answer is saved, so the same \
                question answers offline. A question never asked online is answered from the \
                films the cache holds, with the same filters, and says how many it looked \
                through: `movies sync` caches whole years.

                --genre takes TMDB's genre names, in the --language asked or in English, any \
                case (`movies genres` lists them); several must all apply. --on takes the \
                services you stream on, as TMDB names them in --region (any case); a film on any \
                of them counts, with a subscription or free, not to rent or buy. Without --on, \
                your services are the default: $MOVIES_SERVICES, else services in the config \
                file (`movies config`); --on any sets them aside. --min-rating is \
                on a scale of 10 for every source. Ranked by rating, a film needs \
                \(DiscoverRequest.ratingVoteFloor) votes unless --min-votes says otherwise.

                The demo catalogue knows its films' years and ratings only: it answers --year, \
                --min-rating and --sort, from its films, and refuses the other filters.

                Examples:
                  movies discover --genre "science fiction" --year 1980-1989 --source tmdb
                  movies discover --genre drama,romance --runtime 90-120 --source tmdb
                  movies discover --on netflix,mubi --region DE --sort rating --source tmdb
                  movies discover --original-language ja --year 1990-2009 --source tmdb
                  movies discover --year 2016 --min-rating 7.5
                """
        )

        @OptionGroup var filters: DiscoverFilters

        @OptionGroup var region: RegionOption

        @Option(help: Self.limitHelp) var limit = Movies.Search.defaultLimit

        @OptionGroup var options: GlobalOptions

        @OptionGroup var interactive: InteractiveOption

        func validate() throws {
            try checkLimit()
            _ = try StreamingServicesSetting.resolution(
                given: filters.providers, environment: LaunchEnvironment.variables, settings: Settings())
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let asked = try DiscoverQuestion(
                filters: filters, region: region, minimumVotes: options.tmdb.minimumVotes,
                settings: try context.settings(), source: options.source.described)
            let service = try context.services()
            if let note = asked.note { console.note(note) }
            let query = try await service.commandQuery(for: asked.request)
            let answers = FilmListAnswers(options: options, context: context, service: service)
            if interactive.interactive {
                return try await answers.browse(
                    .discover(query, limit: limit), asked: .discover(query), films: { $0.films }, heading: "discover",
                    with: interactive, region: region)
            }
            let renderer = MovieSummaryRenderer(options: options, console: console)
            try await answers.present(
                .discover(query, limit: limit), asked: .discover(query),
                remark: { $0.cachedFilmsSearched.map { "from \($0) cached films; sync more years for more" } },
                render: { renderer.render($0.films) })
        }
    }
}

extension CachingMovieService {
    /// The query `request` makes, its names resolved, as a command needs it: a name that is
    /// not known is a usage error (64); names that could not be learnt, the source's failure.
    func commandQuery(for request: DiscoverRequest) async throws(CommandFailure) -> DiscoverQuery {
        do {
            return try await discoverQuery(for: request)
        } catch .namesUnknown(let error) {
            throw CommandFailure(error)
        } catch {
            throw CommandFailure(error.description, status: .usage)
        }
    }
}
