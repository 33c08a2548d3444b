import ArgumentParser
import MovieKit

extension Movies {
    struct ActorMovies: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "actor",
            abstract: "List the cached movies an actor appears in, newest first.",
            discussion: """
                Matches the whole name ignoring case; when no actor has that name, every actor \
                whose name contains it counts (the names matched are shown on stderr). Only \
                cached movies are searched; never touches the network.

                Examples:
                  movies actor "Idris Elba"
                  movies actor elba --format json
                """
        )

        @Argument(help: ArgumentHelp("The actor's name, or part of it.", valueName: "name"))
        var name: [String]

        @OptionGroup var options: LocalOptions

        func validate() throws {
            guard !name.joined().isEmpty else {
                throw ValidationError("give an actor's name, like: movies actor \"Idris Elba\"")
            }
        }

        func run() async throws {
            let console = Console.standard()
            let wanted = name.joined(separator: " ")
            let found = try options.readCache(console: console) { cache throws(CacheError) in
                try cache.movies(withActor: wanted, in: options.source)
            }
            if found.actors.isEmpty {
                console.note("no cached movie has an actor named \"\(wanted)\"")
            } else if found.actors.count > 1 || found.actors.first?.lowercased() != wanted.lowercased() {
                console.note("actors matching \"\(wanted)\": \(found.actors.joined(separator: ", "))")
            }
            console.print(
                MovieRenderer(format: options.format, style: console.outputStyle, source: options.source).render(
                    found.movies))
        }
    }
}
