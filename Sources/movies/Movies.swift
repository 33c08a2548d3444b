import ArgumentParser
import Foundation
import MovieKit

@main
struct Movies: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies",
        abstract: "An offline-first movie catalogue for the command line.",
        discussion: """
            Answers from the local cache, then asks the movie API; offline, the cached answer \
            stands, with its age. Sources (--source, default \(SourceOption.defaultValue.rawValue)): \
            \(SourceOption.sources(joinedBy: "and")).

            Options may stand before the command (movies --source tmdb top-grossing 2016): \
            \(LeadingOptions.names.joined(separator: ", ")).
            """,
        version: "0.1.0",
        groupedSubcommands: groups
    )

    /// The commands by what a person wants to do: the groups `movies --help` and `movies` alone show.
    static let groups = [
        CommandGroup(
            name: "Find films",
            subcommands: [
                TopGrossing.self, TopRated.self, Show.self, Search.self, ActorMovies.self, Discover.self,
                Genres.self, Trending.self, Popular.self, NowPlaying.self, Upcoming.self, Similar.self,
                CollectionCommand.self, PosterCommand.self,
            ]),
        CommandGroup(
            name: "Your films",
            subcommands: [
                WatchlistGroup.self, Watched.self, Diary.self, Rate.self, Ratings.self, Pick.self,
                YourListsGroup.self, Stats.self, News.self, ReleaseCalendar.self,
            ]),
        CommandGroup(
            name: "Accounts and servers",
            subcommands: [
                Login.self, Logout.self, AccountGroup.self, Connect.self, Connections.self, Disconnect.self,
                Listen.self,
            ]),
        CommandGroup(name: "Import and export", subcommands: [ImportGroup.self, ExportGroup.self]),
        CommandGroup(
            name: "Offline, cache and settings",
            subcommands: [Sync.self, Years.self, CacheGroup.self, LibraryGroup.self, ConfigGroup.self]),
        CommandGroup(name: "Help topics", subcommands: [EnvironmentTopic.self, ExitCodesTopic.self]),
    ]

    /// `movies` alone: the short map of the commands (``CommandMap``).
    func run() async throws {
        StandardStreams.write(CommandMap.text(groups: Self.groups), to: .output)
    }

    /// Runs the command line, printing a failure as one line on stderr with its own exit code.
    ///
    /// Global options typed before the command are moved after it first (``LeadingOptions``).
    /// A plain line asking for a cached answer is read by ``SimpleCommandLine``; another
    /// command named by the first words is parsed by its own type (``CommandDispatch``);
    /// anything else, help and every usage error among them, by the root as before.
    ///
    /// `main` itself is synchronous: an async `main` gives the main thread to Dispatch, which
    /// ends it with `pthread_exit`, and in the fully static binary unwinding that thread first
    /// sorts every unwind entry in it, most of a cached read (bench/ANALYSIS.md). A line
    /// ``SimpleCommandLine`` reads (a cached answer's) runs on the main thread itself
    /// (``MainThreadExecutor``), which then starts no other; any other command runs as a task,
    /// and the main thread waits for it. The read-only connections a command is done with are
    /// closed but never released (``ReadOnlyConnections``): the process ends next.
    static func main() {
        // `--no-pager`, anywhere before `--`, is `MOVIES_PAGER=` for the whole run (``Pager``).
        let (typed, noPager) = Pager.removingOffFlag(Array(CommandLine.arguments.dropFirst()))
        if noPager { setenv("MOVIES_PAGER", "", 1) }
        StandardStreams.settle()
        StandardStreams.pageLongAnswers(environment: LaunchEnvironment.variables)
        HomeFolder.settle()
        ReadOnlyConnections.keepClosedUntilExit()
        if let error = MoviesClock.environmentError {
            CommandFailure(error.description, status: .usage).report(to: Console.standard())
            Foundation.exit(MoviesExitCode.usage.rawValue)
        }
        let arguments = LeadingOptions.moved(typed, root: self)
        if let simple = SimpleCommandLine.parse(arguments) {
            MainThreadExecutor.run {
                var command = simple
                await reportingFailures { try await command.run() }
            }
            return
        }
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            await reportingFailures { try await run(arguments) }
            finished.signal()
        }
        finished.wait()
    }

    private static func run(_ arguments: [String]) async throws {
        var command = try CommandDispatch.parse(arguments, root: self)
        if var command = command as? any AsyncParsableCommand {
            try await command.run()
        } else {
            try command.run()
        }
    }

    /// Runs `body`, printing a failure as one line on stderr and exiting with its code.
    private static func reportingFailures(_ body: () async throws -> Void) async {
        do {
            try await body()
        } catch let failure as CommandFailure {
            failure.report(to: Console.standard())
            Foundation.exit(failure.status.rawValue)
        } catch {
            // Help and the version on stdout, where help taller than the screen is paged; a usage
            // error on stderr.
            let reply = ParseReply(to: error)
            StandardStreams.write(reply.text, to: reply.stream)
            Foundation.exit(reply.status)
        }
    }

    /// ArgumentParser's text for a usage error, its first line starting `error:` as every other
    /// failure's does (and git's, ripgrep's): "error: unknown option '--sorce'", its first word
    /// lowercased unless it is a name in capitals (MOVIES_SOURCE, IMDb).
    static func errorText(for error: any Error, columns: Int? = nil) -> String {
        let message = fullMessage(for: error, columns: columns)
        guard message.hasPrefix(argumentParserPrefix) else { return message }
        let rest = message.dropFirst(argumentParserPrefix.count)
        guard let first = rest.first, first.isUppercase, rest.dropFirst().first?.isLowercase == true else {
            return "error: " + rest
        }
        return "error: " + first.lowercased() + rest.dropFirst()
    }

    private static let argumentParserPrefix = "Error: "
}
