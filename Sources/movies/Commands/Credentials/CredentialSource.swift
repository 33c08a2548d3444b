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

    /// The environment variable that holds a TMDB credential, if one does.
    static func overridingVariable(environment: [String: String] = LaunchEnvironment.variables) -> String? {
        [TMDBCredential.tokenVariable, TMDBCredential.keyVariable].first { !(environment[$0] ?? "").isEmpty }
    }
}
