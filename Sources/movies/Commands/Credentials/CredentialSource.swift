import ArgumentParser
import Foundation
import MovieKit

/// What `login` and `logout` share: which sources have credentials, where TMDB is asked, and
/// whether the environment's credential hides the kept one.
enum CredentialSource {
    /// Refuses every source whose description needs no credential (all but TMDB), naming those
    /// that do.
    static func requireCredential(_ source: MovieSource, command: String) throws {
        guard source.described.needsCredential else {
            let credentialed = MovieSourceDescription.all.filter(\.needsCredential).map(\.commandLineName)
            throw ValidationError(
                "\(source.described.name) needs no credential; \(command) takes \(WordList.joined(credentialed, by: "or"))"
            )
        }
    }

    /// The environment variable that holds a TMDB credential, if one does.
    static func overridingVariable(environment: [String: String] = LaunchEnvironment.variables) -> String? {
        [TMDBCredential.tokenVariable, TMDBCredential.keyVariable].first { !(environment[$0] ?? "").isEmpty }
    }
}
