import ArgumentParser
import Foundation
import Logging
import MovieKit

/// What a command works with, made once for the run from the global options it was given and the
/// environment (as GRDB's `AppDatabase` is made once and hands out what the app needs): the
/// console, the settings, the source's services and your library. Every ``MoviesCommand``
/// receives it; no command builds a service stack, a console or reads the config file itself.
///
/// Only the console is made at once (a few `isatty` calls): the config file is read, and the
/// cache opened behind the services, when a command asks for them, so a cached answer pays for
/// nothing it does not use.
struct MoviesContext {
    /// Where the command prints.
    let console: Console

    /// The global options the command was given; `nil` for a command that takes none.
    private let given: GlobalOptions?

    /// - Parameter options: the global options the command was given, `nil` when it takes none.
    init(options: GlobalOptions?, console: Console = .standard()) {
        self.given = options
        self.console = console
    }

    /// The context of a shell's completion call: the global options among `words` (the line
    /// typed so far) parsed, offline, printing nothing; `nil` when they do not parse.
    static func forCompletion(of words: [String]) -> MoviesContext? {
        guard var options = try? GlobalOptions.parse(words) else { return nil }
        options.offline = true
        return MoviesContext(options: options, console: .silent)
    }

    /// The global options in effect: those the command was given, else the environment's
    /// (`$MOVIES_SOURCE`, `$MOVIES_CACHE`…, every option at its default).
    var options: GlobalOptions {
        get throws {
            if let given { return given }
            return try GlobalOptions.parse([])
        }
    }

    /// ``console``, the log's warnings written there too: for a command that asks an API without
    /// the services (the account's).
    func consoleLoggingWarnings() -> Console {
        ConsoleLogHandler.bootstrap(console: console, level: .warning)
        return console
    }

    /// The TMDB account your library is linked to, reached when a change is told to it: the
    /// session `movies account login` kept, and a client of the API it was made with.
    var accountLink: AccountLink {
        let asked = try? given?.api.baseURL()
        return AccountLink {
            guard let session = AccountWiring.store.load() else { return .notLinked }
            do throws(CommandFailure) {
                let client = try AccountWiring.client(for: session, asked: asked)
                return .linked(name: session.username, lists: TMDBAccountLists(client: client, session: session))
            } catch {
                return .unreachable(name: session.username, reason: error.message)
            }
        }
    }

    /// `editor`'s edits, told to the linked account (not `offline`: they wait for its next sync).
    func linked(_ editor: LibraryEditor, offline: Bool) -> LinkedLibraryEditor {
        LinkedLibraryEditor(editor: editor, account: accountLink, offline: offline)
    }

    /// The user's config file (`config set` and `config unset` write it).
    var configFile: ConfigFile { ConfigFile.user() }

    /// What the user's config file says; no settings without a file.
    /// - Throws: ``CommandFailure`` (exit 78) naming the file, and the line at fault.
    func settings() throws(CommandFailure) -> Settings {
        do {
            return try configFile.read()
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The source's services as ``options`` ask for them: the cache first, then the source.
    /// - Parameters:
    ///   - timeoutScope: whether `--timeout` bounds the whole command or each request (`sync`).
    ///   - listSize: how many films a list should hold (`--limit`).
    ///   - asksAtOnce: whether the command asks the source as soon as it can (with no cache file
    ///     yet, say), so that `movies-http` is started at once; `false` for one that may ask nothing
    ///     (a media server's import matches only the films the server names without TMDB's id):
    ///     the helper then starts on the first request, if any.
    func services(
        timeoutScope: RequestLimits.Scope = .command, listSize: Int? = nil, asksAtOnce: Bool = true
    ) throws -> CachingMovieService {
        try ServiceStack.make(
            options: options, console: console, timeoutScope: timeoutScope, listSize: listSize, asksAtOnce: asksAtOnce)
    }

    /// `source`'s services for a command that reads your library: from the cache alone when
    /// `offline`, else as ``services(timeoutScope:listSize:)``.
    func services(of source: MovieSource, offline: Bool) throws -> CachingMovieService {
        var asked = try options
        asked.sourceOption.source = source
        asked.offline = offline
        return try services(asking: asked)
    }

    /// The services `asked` ask for, options made from the command's (another source's).
    func services(asking asked: GlobalOptions) throws -> CachingMovieService {
        try ServiceStack.make(options: asked, console: console)
    }
}
