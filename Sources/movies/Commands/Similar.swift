import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies similar ID|TITLE`: the films the source recommends beside a film.
    struct Similar: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List films like a film: its id, or its title.",
            discussion: """
                With --source tmdb: TMDB's recommendations for the film, saved (offline, as last \
                fetched). Never asked online, the cache answers with the cached films that share \
                the most genres with it. A title is found as `movies show` finds it.

                Examples:
                  movies similar 100001 --source tmdb
                  movies similar "Blade Runner" --source tmdb --limit 5
                """)

        @Argument(help: ArgumentHelp("The film's id, or its title.", valueName: "id-or-title"))
        var film: [String]

        @Option(help: ArgumentHelp("Show at most this many films.", valueName: "n"))
        var limit = Search.defaultLimit

        @OptionGroup var options: GlobalOptions

        func validate() throws {
            _ = try FilmArgument(film)
            try ListArguments.check(limit: limit)
        }

        func run() async throws {
            let console = Console.standard()
            let service = try ServiceStack.make(options: options, console: console)
            let id = try await FilmArgument(film).id(using: TitleResolution(service: service, console: console))
            let renderer = MovieSummaryRenderer(
                format: options.format, style: console.outputStyle, source: options.source.described,
                seen: .of(options.source, console: console))
            let presenter = AnswerPresenter<[MovieSummary]>(
                console: console, options: options, render: { renderer.render($0) },
                notCached: { service.nothingCachedFailure(for: .similar(toMovie: id)) })
            try await presenter.present(service.answers(to: .similar(toMovie: id, limit: limit)))
        }
    }
}

/// A film as a command names it: its id (a positive number), else the words of its title.
struct FilmArgument {
    enum Named {
        case id(Int)
        /// IMDb's id of the film (`tt0083658`).
        case imdbID(String)
        case title(MovieSearch)
    }

    let named: Named

    /// - Throws: `ValidationError` for no words, or a title a search cannot take.
    init(_ words: [String]) throws(ValidationError) {
        let text = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        if let id = Int(text) {
            do {
                named = .id(try LibraryValue.filmID(id))
            } catch {
                throw ValidationError(error.description)
            }
            return
        }
        if IMDbID.titleNumber(text) != nil {
            named = .imdbID(text)
            return
        }
        do {
            named = .title(try MovieSearch(text))
        } catch {
            throw ValidationError("\(error): give a film's id or its title")
        }
    }

    /// The film's id: the one given, else the one the title means.
    func id(using resolution: TitleResolution) async throws(CommandFailure) -> Int {
        switch named {
        case .id(let id): id
        case .imdbID(let imdbID): try await resolution.movieID(imdbID: imdbID)
        case .title(let search): try await resolution.movieID(titled: search)
        }
    }
}
