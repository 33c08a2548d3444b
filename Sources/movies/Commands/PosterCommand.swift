import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies poster ID|TITLE`: a film's poster as its JPEG file (to `--output`, or to a standard
    /// output that is not a terminal) or drawn on the terminal; kept in the cache for offline, and
    /// never written over the cache or the credential file.
    struct PosterCommand: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "poster",
            abstract: "Write a film's poster file, or draw it on a terminal.",
            discussion: """
                Writes the poster to --output FILE, or to stdout when it is not a terminal (for \
                scripts and image viewers); on a terminal it draws it (half-blocks where the \
                terminal shows no images). The poster is kept in the cache, so it is there \
                offline too. The demo catalogue has no posters.

                Examples:
                  movies poster 550 --source tmdb --output fight-club.jpg
                  movies poster 550 --source tmdb --size w185 | feh -
                """
        )

        /// The sizes TMDB serves posters in that a person may ask for.
        static let sizes = ["w92", "w154", "w185", "w342", "w500", "w780", "original"]
        static let defaultSize = "w500"

        @Argument(help: ArgumentHelp("The movie's id, as the lists and searches show it.", valueName: "id"))
        var id: Int

        @Option(
            help: ArgumentHelp(
                "Write the JPEG file here (- for stdout); a device or FIFO is written to, never replaced.",
                valueName: "file"))
        var output: String?

        @Option(
            help: ArgumentHelp(
                "The size: \(Self.sizes.joined(separator: ", ")) (default \(Self.defaultSize); on a terminal, what it needs).",
                valueName: "size"))
        var size: String?

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func validate() throws {
            guard (try? LibraryValue.filmID(id)) != nil else {
                throw ValidationError("the movie id must be a positive number, got \(id)")
            }
            if let size, !Self.sizes.contains(size) {
                throw ValidationError("--size must be one of \(Self.sizes.joined(separator: ", ")), got \(size)")
            }
            if let output, output.isEmpty { throw ValidationError("--output needs a file name") }
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let service = try context.services()
            let drawsOnTerminal = output == nil && console.isOutputTerminal
            let terminal = drawsOnTerminal ? TerminalSize.ofStandardOutput() : nil
            if drawsOnTerminal {
                try Self.checkDrawable(terminal: terminal, console: console)
            }
            let movie = try await finalMovie(from: service, console: console)
            let graphics = TerminalGraphics.detect(
                environment: LaunchEnvironment.variables, askSixel: TerminalQuery.drawsSixel)
            let drawer = terminal.map { PosterDrawer(graphics: graphics, terminal: $0) }
            let placement = drawer?.placement
            let found: Poster?
            do throws(MovieServiceError) {
                let width = drawer.flatMap { drawer in placement.map { drawer.pixelWidth(of: $0) } }
                found = try await service.poster(
                    of: movie, width: width, size: size ?? (width == nil ? Self.defaultSize : nil))
            } catch {
                throw CommandFailure(error)
            }
            guard let poster = found else {
                throw CommandFailure(
                    options.offline && movie.page?.posterPath != nil
                        ? "no poster of movie \(id) is cached (run it once online)"
                        : "movie \(id) has no poster on \(options.source.described.name)",
                    status: options.offline && movie.page?.posterPath != nil ? .unavailable : .notFound)
            }
            if let drawer, let placement {
                switch drawer.draw(poster, at: placement, besideTextOf: 0) {
                case .drawn: break
                case .unreadable:
                    service.forget(poster)
                    throw CommandFailure(
                        "the poster of movie \(id) could not be drawn: it is not a whole JPEG file", status: .badData)
                case .noHelper(let why):
                    throw CommandFailure(
                        "the poster of movie \(id) could not be drawn: \(why); write it to a file with --output",
                        status: .unavailable)
                }
            } else if let output {
                try OutputFile(path: output, cache: options.location.url).write(poster.jpeg)
                if console.isErrorTerminal && output != "-" {
                    console.note("wrote \(output) (\(poster.size), \(poster.jpeg.count) bytes)")
                }
            } else {
                StandardStreams.write(poster.jpeg, to: .output)
            }
        }

        /// Refuses, before anything is asked, to put a poster on a terminal that cannot show one: one
        /// that reports no size, or whose `TERM` takes no escape sequences (unless `MOVIES_GRAPHICS`
        /// says what it draws). Its bytes would be a JPEG's on the screen.
        static func checkDrawable(terminal: TerminalSize?, console: Console) throws(CommandFailure) {
            let environment = LaunchEnvironment.variables
            let why: String? =
                if terminal == nil {
                    "this terminal reports no size"
                } else if !console.takesEscapes && environment["MOVIES_GRAPHICS"] == nil {
                    environment["TERM"].map { "TERM is \($0)" } ?? "TERM is not set"
                } else {
                    nil
                }
            if let why {
                throw CommandFailure(
                    "cannot draw the poster here (\(why)); write it to a file with --output FILE", status: .usage)
            }
        }

        /// The movie as the policy gives it last: fresh, recent, or cached when the API failed.
        private func finalMovie(from service: CachingMovieService, console: Console) async throws -> any Movie {
            let id = self.id
            let final: FinalAnswer<any Movie>
            do throws(MovieServiceError) {
                final = try await service.finalAnswer(to: .movie(id: id))
            } catch {
                throw CommandFailure(error)
            }
            if let failure = final.failure {
                console.warning("could not refresh movie \(id): \(failure); using the cached one")
            }
            guard let movie = final.value else { throw service.nothingCachedFailure(for: .movie(id: id)) }
            return movie
        }
    }
}
