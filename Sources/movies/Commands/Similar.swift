import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies similar ID|TITLE`: the films the source recommends beside a film.
    struct Similar: FilmListCommand {
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

        @OptionGroup var film: FilmArgument

        @Option(help: Self.limitHelp) var limit = Movies.Search.defaultLimit

        @OptionGroup var options: GlobalOptions

        @OptionGroup var interactive: InteractiveOption

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let wanted = try film.wanted()
            let service = try context.services()
            let library = Result { () throws(CommandFailure) in try YourLibrary.openForReading() }
            let notes = FindingNotes(console: console, source: options.source.described)
            let found: FoundFilm
            do {
                found = try await FilmFinder(service: service, library: try? library.get()).find(wanted)
            } catch {
                throw notes.failure(error)
            }
            notes.say(found)
            let id = found.id
            let answers = FilmListAnswers(options: options, context: context, service: service)
            if interactive.interactive {
                return try await answers.browse(
                    .similar(toMovie: id, limit: limit), asked: .similar(toMovie: id), films: { $0 },
                    heading: "similar", with: interactive)
            }
            let renderer = MovieSummaryRenderer(
                format: options.format, style: console.outputStyle, source: options.source.described,
                seen: .of(options.source, opened: library, console: console))
            try await answers.present(.similar(toMovie: id, limit: limit), asked: .similar(toMovie: id)) {
                renderer.render($0)
            }
        }
    }
}
