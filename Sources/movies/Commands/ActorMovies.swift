import ArgumentParser
import MovieKit

extension Movies {
    /// `movies actor NAME`: the films a person played in, newest first, with the part played;
    /// the cached answer first, then the source's, or for a source without a search API the
    /// cache's alone: the actor whose name is (else contains) the one asked.
    struct ActorMovies: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "actor",
            abstract: "List the films a person played in, newest first.",
            discussion: """
                With --source tmdb, the cached answer comes first, then TMDB: the person whose \
                name equals NAME (ignoring case and accents), else TMDB's first match (the others \
                are named on stderr), and their films; saved, so it answers offline too.

                The demo catalogue has no search API: there, only cached movies are searched. The \
                whole name is matched ignoring case; when no actor has that name, the first whose \
                name contains it (ignoring accents too) is taken, and the others are named on stderr.

                Examples:
                  movies actor "Idris Elba"
                  movies actor "harrison ford" --source tmdb
                  movies actor elba --format json
                """
        )

        @Argument(help: ArgumentHelp("The person's name, or part of it.", valueName: "name"))
        var name: [String]

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        @OptionGroup var interactive: InteractiveOption

        func validate() throws {
            _ = try wanted()
        }

        /// The name as typed, checked as any searched text is.
        func wanted() throws(ValidationError) -> String {
            do {
                return try MovieSearch(name.joined(separator: " ")).text
            } catch {
                throw ValidationError("give a person's name, like: movies actor \"Idris Elba\" (\(error))")
            }
        }

        func run(in context: MoviesContext) async throws {
            let wanted = try wanted()
            let answers = try FilmListAnswers(options: options, in: context)
            if interactive.interactive {
                return try await answers.browse(
                    .person(named: wanted), asked: .person(named: wanted), films: { $0.movies },
                    heading: "actor \(wanted)", with: interactive)
            }
            let renderer = MovieSummaryRenderer(options: options, console: answers.console)
            try await answers.present(
                .person(named: wanted), asked: .person(named: wanted), remark: { Self.who($0, wanted: wanted) },
                remarksFirst: true, render: { renderer.render($0.movies, withParts: true) })
        }

        /// What is said on stderr, once, of an answer shown: whose films these are when the name
        /// was not theirs exactly, and who else it could have meant.
        private static func who(_ filmography: Filmography, wanted: String) -> String? {
            let person = filmography.person
            var said: [String] = []
            if TitleMatch.folded(person.name) != TitleMatch.folded(wanted) {
                said.append("the films of \(person.name)")
            }
            if !filmography.otherPeople.isEmpty {
                said.append("also: " + filmography.otherPeople.map(\.name).joined(separator: ", "))
            }
            return said.isEmpty ? nil : said.joined(separator: "; ")
        }
    }
}
