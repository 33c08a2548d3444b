import ArgumentParser
import MovieKit

extension Movies {
    /// `movies show ID|TITLE`: one film in detail, cached first then the source's, with its
    /// poster beside it on a terminal that draws images; a title is resolved to one film (the
    /// others it could mean are named on stderr).
    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Show one movie in detail, by id or by title.",
            discussion: """
                With --source tmdb, the page shows who directed and wrote it, where to watch it \
                in --region (JustWatch's data, via TMDB; your services first, marked: see \
                `movies config`), its trailer and its IMDb page, and its \
                poster beside it on a terminal that shows images (kitty, WezTerm, Ghostty, \
                Konsole, iTerm2, xterm -ti vt340, foot, mlterm, Windows Terminal; half-blocks \
                elsewhere with --poster always). MOVIES_GRAPHICS=kitty|iterm|sixel|blocks \
                overrides what the terminal is taken to draw. Posters are kept for offline.

                A number is an id, as the lists and searches show it; so is IMDb's id of a film \
                (tt0083658), with --source imdb or tmdb; anything else is a title. \
                A title is found through the same search as `movies search` (the cache's alone \
                with --offline, or for the demo catalogue): the movie whose title or original \
                title equals it (ignoring case and accents) wins, the most voted of several, \
                else the search's first; the others are named on stderr. --year narrows it. For \
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

        @OptionGroup var options: GlobalOptions

        /// What the argument names: an id (a number), or a title.
        enum Wanted: Equatable {
            case id(Int)
            /// IMDb's id of the film (`tt0083658`), which every source that knows IMDb's ids finds.
            case imdbID(String)
            case title(MovieSearch)
        }

        /// - Throws: for an id that is not positive, or a title that is blank or too long.
        func wanted() throws(ValidationError) -> Wanted {
            let text = movie.joined(separator: " ")
            if !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
                guard let id = Int(text).flatMap({ try? LibraryValue.filmID($0) }) else {
                    throw ValidationError("the movie id must be a positive number, got \(text)")
                }
                return .id(id)
            }
            if IMDbID.titleNumber(text) != nil {
                return .imdbID(text)
            }
            if text.hasPrefix("-"), Int(text) != nil {
                throw ValidationError("the movie id must be a positive number, got \(text)")
            }
            do {
                return .title(try MovieSearch(text, year: year))
            } catch {
                throw ValidationError("give the movie's id or title: \(error)")
            }
        }

        func validate() throws {
            _ = try wanted()
        }

        func run() async throws {
            let console = Console.standard()
            let settings = try ConfigFile.user().settingsForCommand()
            let services = try ServicesSetting.resolution(given: [], settings: settings).value
            let service = try ServiceStack.make(options: options, console: console)
            let id: Int
            switch try wanted() {
            case .id(let number): id = number
            case .imdbID(let imdbID):
                id = try await TitleResolution(service: service, console: console).movieID(imdbID: imdbID)
            case .title(let search):
                id = try await TitleResolution(service: service, console: console).movieID(titled: search)
            }
            // With no library, the JSON stays the API's own shape: `yours` only once you have one.
            // A library that cannot be read costs the page its line of yours, not the page.
            var library: FilmLibrary?
            let yours: YourFilm?
            do throws(CommandFailure) {
                library = try YourLibrary.openForReading()
                do {
                    yours = try library?.yours(film: id, of: options.source)
                } catch {
                    throw CommandFailure(error)
                }
            } catch {
                console.warning("\(error.message); what your library says of the film is left out")
                yours = nil
            }
            let renderer = MovieRenderer(
                format: options.format, style: console.outputStyle, region: region.value(with: settings),
                services: services, yours: yours, source: options.source.described)
            let imdbRatings = IMDbRatings(options: options, console: console)
            let posters = PosterPresenter(
                service: service, console: console, policy: poster.value, format: options.format)
            let presenter = AnswerPresenter<any Movie>(
                console: console, options: options,
                render: { movie in
                    var renderer = renderer
                    renderer.imdbRating = imdbRatings.rating(of: movie)
                    return renderer.render(movie)
                },
                notCached: { service.nothingCachedFailure(for: .movie(id: id)) },
                afterFirstShown: { await posters.present($0) })
            let shown = try await presenter.present(service.answers(to: .movie(id: id)))
            // A film kept by id alone (added offline) gets its title, or a changed one, now.
            if let shown, yours?.isEmpty == false {
                let film = LibraryFilm(shown.value, source: options.source)
                if (try? library?.isStale(film)) == true {
                    try? YourLibrary.open().refresh(film)
                }
            }
        }
    }
}
