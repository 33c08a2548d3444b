import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies collection NAME|ID`: the films of a series, in release order.
    struct CollectionCommand: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "collection",
            abstract: "List the films of a series, in release order.",
            discussion: """
                With --source tmdb: the collection's films as TMDB lists them, put in release \
                order and saved (offline, as last fetched). Give the collection's id (`movies \
                show` names it: "Part of"), its name as a film's page gives it (with or without \
                "Collection"), or the title of one of its films.

                Examples:
                  movies collection 400001 --source tmdb
                  movies collection "Iron Harbor" --source tmdb
                """)

        @Argument(
            help: ArgumentHelp("The collection's id or name, or a title of one of its films.", valueName: "name-or-id"))
        var name: [String]

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        @OptionGroup var interactive: InteractiveOption

        func validate() throws {
            _ = try FilmArgument.wanted(name)
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let service = try context.services()
            let library = Result { () throws(CommandFailure) in try YourLibrary.openForReading() }
            let id = try await collectionID(service: service, library: try? library.get(), console: console)
            let answers = FilmListAnswers(options: options, context: context, service: service)
            if interactive.interactive {
                return try await answers.browse(
                    .collection(id: id), asked: .collection(id: id), films: { $0.films }, heading: "collection",
                    with: interactive)
            }
            let renderer = MovieSummaryRenderer(
                format: options.format, style: console.outputStyle, source: options.source.described,
                seen: .of(options.source, opened: library, console: console))
            let tableNamesIt = options.format == .table
            try await answers.present(
                .collection(id: id), asked: .collection(id: id), remark: { tableNamesIt ? $0.collection.name : nil },
                render: { renderer.render($0.films) })
        }

        /// The id given, else the collection the cache knows by that name, else the collection
        /// of the film that title means (``FilmFinder``: your library's films first).
        private func collectionID(
            service: CachingMovieService, library: FilmLibrary?, console: Console
        ) async throws(CommandFailure) -> Int {
            let wanted: WantedFilm
            do {
                wanted = try FilmArgument.wanted(name)
            } catch {
                throw CommandFailure(error.message, status: .usage)
            }
            switch wanted {
            case .id(let id): return id
            case .imdbID: break
            case .title(let search):
                if let known = service.knownCollection(named: search.text) { return known.id }
            }
            let notes = FindingNotes(console: console, source: options.source.described)
            let filmID: Int
            do {
                let found = try await FilmFinder(service: service, library: library).find(wanted)
                notes.say(found)
                filmID = found.id
            } catch {
                throw notes.failure(error)
            }
            let film: (any Movie)?
            do throws(MovieServiceError) {
                film = try await service.finalAnswer(to: .movie(id: filmID)).value
            } catch {
                throw CommandFailure(error)
            }
            guard let collection = film?.page?.collection else {
                throw CommandFailure(
                    "\"\(film?.name ?? name.joined(separator: " "))\" (\(filmID)) is part of no collection \(service.described.name) knows",
                    status: .notFound)
            }
            return collection.id
        }
    }
}
