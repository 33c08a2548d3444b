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

    /// The source `given`, else the one source whose description needs a credential (TMDB),
    /// checked as ``requireCredential(_:command:)`` checks it.
    static func resolve(_ given: MovieSource?, command: String) throws -> MovieSource {
        if let given {
            try requireCredential(given, command: command)
            return given
        }
        let credentialed = MovieSourceDescription.all.filter(\.needsCredential)
        guard credentialed.count == 1, let only = credentialed.first else {
            throw ValidationError(
                "name the source: \(command) takes \(WordList.joined(credentialed.map(\.commandLineName), by: "or"))")
        }
        return only.source
    }

    /// The help of `login`'s and `logout`'s source, from the sources' descriptions: "The source
    /// to log in to: tmdb, the default (demo and imdb need no credential)."
    static func argumentHelp(_ what: String) -> String {
        let all = MovieSourceDescription.all
        let credentialed = all.filter(\.needsCredential).map(\.commandLineName)
        let free = all.filter { !$0.needsCredential }.map(\.commandLineName)
        let none = free.isEmpty ? "" : " (\(WordList.joined(free)) need\(free.count == 1 ? "s" : "") no credential)"
        return
            "The source \(what): \(WordList.joined(credentialed, by: "or"))\(credentialed.count == 1 ? ", the default" : "")\(none)."
    }

    /// The environment variable that holds a TMDB credential, if one does.
    static func overridingVariable(environment: [String: String] = LaunchEnvironment.variables) -> String? {
        [TMDBCredential.tokenVariable, TMDBCredential.keyVariable].first { !(environment[$0] ?? "").isEmpty }
    }
}
