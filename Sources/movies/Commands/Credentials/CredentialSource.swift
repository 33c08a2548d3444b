import ArgumentParser
import Foundation
import MovieKit

/// What `login` and `logout` share: which sources have credentials, where TMDB is asked, and
/// whether the environment's credential hides the kept one.
enum CredentialSource {
    /// Refuses every source but TMDB, the only one with a credential of its own.
    static func requireTMDB(_ source: MovieSource, command: String) throws {
        guard source == .tmdb else {
            throw ValidationError("\(source.displayName) needs no credential; \(command) takes tmdb")
        }
    }

    /// TMDB's base URL: `--api-url`, else `$MOVIES_API_URL`, else TMDB's own.
    static func baseURL(
        _ apiURL: String?, environment: [String: String] = LaunchEnvironment.variables
    ) throws(CommandFailure) -> URL {
        let (text, name) = apiURL.map { ($0, "--api-url") } ?? (environment["MOVIES_API_URL"] ?? "", "MOVIES_API_URL")
        guard !text.isEmpty else { return TMDBMovieService.defaultBaseURL }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false
        else {
            throw CommandFailure(
                "\(name) must be an http or https URL like https://api.themoviedb.org/3/, got \"\(text)\"",
                status: .usage)
        }
        return url
    }

    /// The environment variable that holds a TMDB credential, if one does.
    static func overridingVariable(environment: [String: String] = LaunchEnvironment.variables) -> String? {
        [TMDBCredential.tokenVariable, TMDBCredential.keyVariable].first { !(environment[$0] ?? "").isEmpty }
    }
}
