import ArgumentParser
import MovieKit

extension Movies {
    /// `movies show ID|TITLE`: one film in detail, cached first then the source's, with its
    /// poster beside it on a terminal that draws images; a title is resolved to one film (the
    /// others it could mean are named on stderr).
    struct Show: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one movie in detail, by id or by title.",
            discussion: """
                With --source tmdb, the page shows who directed and wrote it, where to watch it \
                in --region (JustWatch's data, via TMDB; your services first, marked: see \
                `movies config`), the days it comes out there in cinemas and digitally (past \
                or coming), its trailer and its IMDb page, and its \
                poster beside it on a terminal that shows images (kitty, WezTerm, Ghostty, \
                Konsole, iTerm2, xterm -ti vt340, foot, mlterm, Windows Terminal; half-blocks \
                elsewhere with --poster always). MOVIES_GRAPHICS=kitty|iterm|sixel|blocks \
                overrides what the terminal is taken to draw. Posters are kept for offline.

                A number is an id, as the lists and searches show it; so is IMDb's id of a film \
                (tt0083658), with --source imdb or tmdb; anything else is a title. \
                A title is found through the same search as `movies search` (the cache's alone \
                with --offline, or for the demo catalogue): the movie whose title or original \
                title equals it (ignoring case and accents) wins, the most voted of several, \
                else the search's first; the others are named on stderr. On a terminal, a title \
                close to several films asks which one (--first takes the best). --year narrows it. For \
                a title made only of digits, find its id with `movies search 1917` first.

                Examples:
                  movies show 1
                  movies show "Blade Runner" --source tmdb
                  movies show dune --year 1984 --source tmdb
                  movies show tt0083658 --source imdb
                """
        )

        @Argument(help: ArgumentHelp("The movie's id, or its title.", valueName: "id-or-title"))
        var movie: [String]

        @Option(help: ArgumentHelp("With a title, only a movie released this year.", valueName: "year"))
        var year: Int?

        @OptionGroup var region: RegionOption

        @OptionGroup var poster: PosterOption

        @OptionGroup var first: FirstFilmOption

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        /// The film the words name: an id (a number), IMDb's id of it, or a title (of `--year`).
        /// - Throws: for an id that is not positive, or a title that is blank or too long.
        func wanted() throws(ValidationError) -> WantedFilm {
            let text = movie.joined(separator: " ")
            do throws(WantedFilm.Refusal) {
                return try WantedFilm(typed: text, year: year)
            } catch {
                switch error {
                case .notAFilmID: throw ValidationError("the movie id must be a positive number, got \(text)")
                case .notASearch(let refusal): throw ValidationError("give the movie's id or title: \(refusal)")
                }
            }
        }

        func validate() throws {
            _ = try wanted()
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let settings = try context.settings()
            let services = try StreamingServicesSetting.resolution(given: [], settings: settings).value
            let service = try context.services()
            let assembly = FilmPageAssembly(
                service: service, library: YourLibrary.file, region: region.value(with: settings), services: services,
                imdbDatasets: IMDbFolder(cacheURL: options.location.url).datasets,
                chooser: try TerminalFilmChooser.asking(
                    context: context, options: options, service: service, first: first.first))
            let notes = FindingNotes(console: console, source: options.source.described)
            let wanted = try wanted()
            let pages: FilmPages
            do {
                pages = try await assembly.pages(for: wanted)
            } catch {
                throw notes.failure(error)
            }
            notes.say(pages.found)
            // With no library, the JSON has no `yours`: only once you have one.
            if let failure = pages.libraryFailure {
                console.warning("\(CommandFailure(failure).message); what your library says of the film is left out")
            }
            let renderer = MovieRenderer(
                format: options.format, style: console.outputStyle, source: options.source.described)
            let posters = PosterPresenter(
                service: service, console: console, policy: poster.value, format: options.format)
            let presenter = AnswerPresenter<FilmPage>(
                console: console, options: options,
                render: { page in
                    if let failure = page.imdbRatingFailure {
                        console.warning("\(failure.description); IMDb's rating is left out")
                    }
                    // Beside a poster, the text keeps to the columns left of it.
                    var renderer = renderer
                    if let columns = posters.textColumns(for: page.movie) {
                        renderer.style.width = min(columns, renderer.style.width ?? columns)
                        // The poster goes beside the page, on the screen: the page is never paged.
                        StandardStreams.endPaging()
                    }
                    return renderer.render(page)
                },
                notCached: { Self.notCached(pages.found, service.nothingCachedFailure(for: pages.question, $0), $0) },
                afterFirstShown: { await posters.present($0.value.movie, row: $0.row) })
            try await presenter.present(pages)
        }

        /// Why a film has no page to show, nothing being cached of it: `failure`, and for a film
        /// found in your library by its title, that it is there.
        private static func notCached(
            _ found: FoundFilm, _ failure: CommandFailure, _ why: NothingCached
        )
            -> CommandFailure
        {
            guard found.way == .fromYourLibrary else { return failure }
            let named = LibraryFilmText.named(found.film)
            let reason =
                switch why {
                case .offline: "its page is not cached yet (run it once online)"
                case .sourceFailed(let error): "its page is not cached, and \(error)"
                }
            return CommandFailure("\(named) is in your library, but \(reason)", status: failure.status)
        }
    }
}
