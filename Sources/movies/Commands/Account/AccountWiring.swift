import ArgumentParser
import Foundation
import Logging
import MovieKit

/// What the account commands share: the session file, the client of TMDB's API (with the TMDB
/// credential, at TMDB's rate, writes retried), and how their failures end the command.
enum AccountWiring {
    /// How long each request may take.
    static let requestTimeout = 30.0

    static var store: TMDBAccountSessionStore {
        TMDBAccountSessionStore(logger: Logger(label: "movies.account"))
    }

    /// The account `session` links, as a line names it: its name (as TMDB's API gave it, made safe
    /// to show: no escape sequence or line break of it reaches the terminal) and id.
    static func shown(_ session: TMDBAccountSession) -> String { TerminalText.safe(session.description) }

    /// The session `store` keeps.
    /// - Throws: ``AccountError/notLinked`` when no account is linked.
    static func linkedSession(in store: TMDBAccountSessionStore) throws(AccountError) -> TMDBAccountSession {
        guard let session = store.load() else { throw .notLinked }
        return session
    }

    /// A client of the API at `baseURL` with the TMDB credential.
    /// - Throws: a failure with exit status 77 when there is no credential.
    static func client(baseURL: URL) throws(CommandFailure) -> APIClient {
        guard let credential = try TMDBServiceMaker.credential() else {
            throw CommandFailure(TMDBCredentialAdapter.missingCredentialMessage, status: .authenticationFailed)
        }
        let limits = RequestLimits(timeout: requestTimeout, scope: .request, asksTheAPI: true)
        return APIClient.tmdb(
            baseURL: baseURL, credential: credential, transport: limits.makeTransport(),
            rateLimiter: RateLimiter(
                requestsPerSecond: Double(TMDBOptions.defaultRequestsPerSecond),
                burst: min(TMDBMovieService.defaultBurst, TMDBOptions.defaultRequestsPerSecond)),
            retryPolicy: TMDBAccountLists.retryPolicy, logger: limits.logger)
    }

    /// The linking routes of the API at `--api-url`, else TMDB's.
    static func linking(api: APIURLOption) throws -> TMDBAccountLinking {
        TMDBAccountLinking(client: try client(baseURL: try api.baseURL() ?? TMDBMovieService.defaultBaseURL))
    }

    /// The linking routes of the API `session` was made with.
    /// - Throws: as ``client(for:environment:)``.
    static func linking(of session: TMDBAccountSession) throws -> TMDBAccountLinking {
        TMDBAccountLinking(client: try client(for: session))
    }

    /// A client of the API `session` was made with, carrying the TMDB credential: only when that
    /// API is the one the command is to use (`asked`, its `--api-url`; else `$MOVIES_API_URL`,
    /// when set), so that neither the credential nor the session goes to an origin the command
    /// was not asked to use.
    /// - Throws: a failure with exit status 77, nothing sent, when the session belongs to another
    ///   API; as ``client(baseURL:)``.
    static func client(
        for session: TMDBAccountSession, asked: URL? = nil,
        environment: [String: String] = LaunchEnvironment.variables
    ) throws(CommandFailure) -> APIClient {
        try checkOrigin(of: session, asked: asked, environment: environment)
        return try client(baseURL: session.apiURL)
    }

    /// Refuses `session` when the API the command is to use (`asked`, else `$MOVIES_API_URL`) is
    /// of another origin than its own.
    static func checkOrigin(
        of session: TMDBAccountSession, asked: URL? = nil, environment: [String: String]
    ) throws(CommandFailure) {
        // A MOVIES_API_URL that does not read is refused by the commands that read it.
        guard let asked = asked ?? (try? APIURLOption.parse([]).baseURL(environment: environment)),
            let askedOrigin = APIOrigin(asked), APIOrigin(session.apiURL) != askedOrigin
        else { return }
        throw CommandFailure(
            "the linked TMDB session belongs to another API (\(Redaction.describe(session.apiURL))), not "
                + "\(askedOrigin) that this command was to use; nothing was sent to either: log in with that "
                + "API again with `movies account login --api-url \(Redaction.describe(asked))`",
            status: .authenticationFailed)
    }

    /// The failure `error` ends an account command with: its words and exit status.
    static func failure(_ error: any Error) -> CommandFailure {
        switch error {
        case let failure as CommandFailure: failure
        case let error as AccountError: failure(error)
        case let error as AccountLoginError:
            CommandFailure(
                error.description, status: error == .expired ? .authenticationFailed : .cacheFailure)
        case let error as AccountStoreError: CommandFailure(error.description, status: .cacheFailure)
        case let error as MovieServiceError: CommandFailure(error)
        default: CommandFailure("\(error)", status: .unavailable)
        }
    }

    static func failure(_ error: AccountError) -> CommandFailure {
        switch error {
        case .sessionEnded:
            CommandFailure(
                "TMDB ended the account's session; log in again with `movies account login`",
                status: .authenticationFailed)
        case .notLinked:
            CommandFailure("no TMDB account is linked; run `movies account login`", status: .authenticationFailed)
        case .unreachable:
            CommandFailure("TMDB could not be reached; nothing was changed", status: .unavailable)
        case .refused(let id, let status, let message):
            CommandFailure("TMDB refused film \(id) (HTTP \(status)): \(message)", status: .badData)
        }
    }
}
