import ArgumentParser
import Foundation
import MovieKit

@main
struct Movies: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies",
        abstract: "An offline-first movie catalogue: answers at once from a local cache, then refreshes it.",
        discussion: """
            Every command answers from the local SQLite cache first, then asks the movie API, \
            saves what it got and shows it if it changed. With no network, the cached answer \
            stands and the tool says how old it is. The sources (--source): \
            \(SourceOption.sources(joinedBy: "and")); \(SourceOption.defaultValue.rawValue) \
            unless said otherwise. The cache keeps each source's answers apart.

            Options go before the command or after it: `movies --source tmdb top-grossing 2016` \
            is `movies top-grossing 2016 --source tmdb`. Before it: \
            \(LeadingOptions.names.joined(separator: ", ")).

            On a terminal, an answer taller than the screen (stats, this help) goes through \
            $MOVIES_PAGER, else $PAGER, else `less -FRX`; --no-pager or MOVIES_PAGER= turns it off.

            Examples:
              movies top-grossing 2016 --limit 5
              movies top-rated 2016 --format json
              movies show 1 --offline
              movies show 1 --max-age 2h
              movies sync 2000-2020 --jobs 8
              movies search zoo
              movies show "Blade Runner" --source tmdb
              movies actor "Harrison Ford" --source tmdb
              movies discover --genre drama --year 1990-1999 --source tmdb
              movies trending --source tmdb
              movies cache info
              movies login tmdb
              movies top-grossing 2016 --source tmdb
              movies config set services "netflix, mubi"
              movies watchlist add "Blade Runner" --source tmdb
              movies watched 78 --rating 9 --source tmdb
              movies pick --runtime 0-120 --on netflix --source tmdb
              movies import letterboxd letterboxd-export.zip --source tmdb
              movies export json --output films.json

            Environment:
              MOVIES_SOURCE    \(SourceOption.names), when --source is not given
              MOVIES_LANGUAGE  the language TMDB is asked in (like de-DE), when
                               --language is not given; default en-US
              MOVIES_REGION    the country whose ways to watch show lists and discover
                               --on filters by (like DE)
              MOVIES_SERVICES  your streaming services (like netflix,mubi): discover
                               keeps to them unless --on says otherwise, show lists
                               them first; any for none in particular
              MOVIES_POSTER    auto, always or never: whether show draws the poster
              MOVIES_GRAPHICS  kitty, iterm, sixel or blocks: what the terminal draws
              MOVIES_API_URL   the API's base URL, like https://example.com/api/
              TMDB_API_TOKEN   TMDB's API Read Access Token (or TMDB_API_KEY, the v3 key);
                               else the one `movies login tmdb` kept
              MOVIES_CACHE     the cache file; default $XDG_CACHE_HOME/movies/movies.sqlite,
                               else ~/.cache/movies/movies.sqlite
              XDG_CONFIG_HOME  the config file is $XDG_CONFIG_HOME/movies/config (else
                               ~/.config/movies/config): services and region, below the
                               variables (`movies config` shows and sets them)
              XDG_STATE_HOME   API tokens are kept in $XDG_STATE_HOME/movies/ (else
                               ~/.local/state/movies/), readable only by you
              MOVIES_LIBRARY   your films (watchlist, diary, ratings): default
                               $XDG_DATA_HOME/movies/library.sqlite, else
                               ~/.local/share/movies/library.sqlite; never deleted
              HOME             the home folder, the ~ above; when unset or empty, yours
                               in /etc/passwd
              NO_COLOR         set to turn colours off

            Exit codes:
              0   an answer was printed, fresh or from the cache: when it could not
                  be refreshed (no network, the API failing, no TMDB credential),
                  one warning on stderr says why
              64  usage error: unknown flag, bad year, id or limit, bad --api-url,
                  an empty or too long search
              65  the API sent data that could not be read, or a file to import
                  does not read (the error names the file and the line)
              66  the API has no such movie or list, no movie has the title asked,
                  or the film has no poster
              69  the API could not be reached (or failed) and nothing is cached
                  to answer with
              73  movies poster, export, calendar or stats could not write the file
                  asked, or movies config set or unset could not write the config
                  file
              74  the cache or your library could not be opened, read or written
                  (a library that is not one, damaged or newer is left as it is),
                  or another movies kept it busy past --timeout; or standard
                  output could not be written (closed, or a full disk)
              75  movies sync: some years did not sync (what did is saved); when
                  none did, all for one kind of reason, that reason's code;
                  movies account sync: the guard stopped a sync that would remove
                  too much, nothing changed (--yes goes ahead)
              77  the API refused the credentials, or TMDB has none to send, and
                  nothing is cached to answer with
              78  the config file does not read: the error names the file and the
                  line (a bad line, an unknown key, a value that does not read),
                  or it is over 64 KB
            """,
        version: "0.1.0",
        subcommands: [
            TopGrossing.self, TopRated.self, Show.self, PosterCommand.self, Sync.self, Search.self, ActorMovies.self,
            Discover.self, Genres.self, Trending.self, Popular.self, NowPlaying.self, Upcoming.self, Similar.self,
            CollectionCommand.self, Years.self,
            WatchlistGroup.self, Watched.self, Diary.self, Rate.self, Ratings.self, Pick.self, Stats.self,
            YourListsGroup.self, ReleaseCalendar.self, News.self,
            ImportGroup.self, ExportGroup.self, LibraryGroup.self,
            CacheGroup.self, ConfigGroup.self,
            Login.self, Logout.self, AccountGroup.self,
        ]
    )

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
        HomeFolder.settle()
        ReadOnlyConnections.keepClosedUntilExit()
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
            let status = exitCode(for: error)
            // Help and the version, on stdout: help taller than the screen through the pager.
            guard status != .success else {
                if Pager.show(fullMessage(for: error) + "\n") { Foundation.exit(0) }
                exit(withError: error)
            }
            // A usage error may quote what was typed: shown safely, as every failure is.
            let lines = errorText(for: error).split(separator: "\n", omittingEmptySubsequences: false)
            StandardStreams.write(
                lines.map { TerminalText.safe(String($0)) }.joined(separator: "\n") + "\n", to: .error)
            Foundation.exit(status.rawValue)
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
