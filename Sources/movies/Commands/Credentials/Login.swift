import ArgumentParser
import Foundation
import Logging
import MovieKit

extension Movies {
    /// `movies login [tmdb]`: reads a TMDB credential from standard input (never from the command
    /// line), checks it when TMDB can be reached, and keeps it readable only by its owner; a
    /// refused credential is never kept.
    struct Login: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Keep a TMDB credential for the next runs.",
            discussion: """
                Reads TMDB's API Read Access Token or v3 API key from standard input (without \
                echo on a terminal), checks it with TMDB when it can be reached, and keeps it, \
                readable only by you, in $XDG_CONFIG_HOME/movies/tmdb-credential (else \
                ~/.config/movies/tmdb-credential). A refused credential is not kept (exit 77); \
                one that could not be checked (no network) is kept with a warning. \
                TMDB_API_TOKEN and TMDB_API_KEY, when set, win over the kept one. Make a key at \
                https://www.themoviedb.org/settings/api.

                Examples:
                  movies login
                  pass show tmdb | movies login tmdb
                """
        )

        @Argument(help: ArgumentHelp(CredentialSource.argumentHelp("to log in to")))
        var source: MovieSource?

        @OptionGroup var api: APIURLOption

        @Option(help: ArgumentHelp("Seconds the check may take.", valueName: "seconds"))
        var timeout: Double = 10

        func validate() throws {
            _ = try CredentialSource.resolve(source, command: "login")
            guard timeout > 0, timeout.isFinite else {
                throw ValidationError("--timeout must be a positive number of seconds, got \(timeout)")
            }
        }

        func run(in context: MoviesContext) async throws {
            let console = context.console
            ConsoleLogHandler.bootstrap(console: console, level: .warning)
            let credential: TMDBCredential
            do {
                let text =
                    SecretInput.readLine(prompt: "TMDB API Read Access Token or API key: ", console: console) ?? ""
                credential = try TMDBCredential(pasted: text)
            } catch {
                throw CommandFailure(error.description, status: .usage)
            }
            let baseURL = try api.baseURL() ?? TMDBMovieService.defaultBaseURL
            let client = TMDBServiceMaker.client(
                baseURL: baseURL, credential: credential,
                limits: RequestLimits(timeout: timeout, scope: .command, asksTheAPI: true),
                requestsPerSecond: TMDBOptions.defaultRequestsPerSecond)
            do {
                try await TMDBMovieService(client: client).checkCredential()
            } catch .authenticationFailed(let reason) {
                throw CommandFailure("\(reason); the \(credential.kind) was not kept", status: .authenticationFailed)
            } catch {
                console.warning(
                    "could not check the \(credential.kind) with TMDB (\(error.description)); keeping it unchecked")
            }
            let store = TMDBCredentialStore(logger: Logger(label: "movies.auth"))
            do {
                try store.save(credential)
            } catch {
                throw CommandFailure(
                    "could not keep the \(credential.kind): \(error.description)", status: .cacheFailure)
            }
            console.print("kept your \(credential.kind) in \(store.fileURL.path) (readable only by you)")
            if let variable = CredentialSource.overridingVariable() {
                console.warning("\(variable) is set in your environment and wins over the kept credential")
            }
        }
    }
}
