import ArgumentParser
import Foundation
import MovieKit

/// `--source demo|tmdb|imdb`: which catalogue a command asks and which of the cache's answers it
/// reads. The cache keeps each source's answers apart.
struct SourceOption: VariableBackedOption {
    static let defaultValue = ServiceStack.defaultSource

    @Option(
        help: ArgumentHelp(
            "The catalogue: demo (built in; ratings 0–100), tmdb (The Movie Database; ratings 0–10; needs a key) or imdb (IMDb's datasets, imported by `movies sync --source imdb`; ratings 0–10). Default: $MOVIES_SOURCE, else demo.",
            valueName: "source"))
    var source: MovieSource?

    /// The source `--source` names, else `$MOVIES_SOURCE`, else the default.
    func resolved(environment: [String: String]) throws -> MovieSource {
        try Self.setting.value(source, environment: environment, read: MovieSource.init(rawValue:)) ?? Self.defaultValue
    }

    private static let setting = OptionOrVariable(
        option: "--source", variable: "MOVIES_SOURCE",
        expected: MovieSource.allCases.map(\.rawValue).joined(separator: " or "))
}

extension MovieSource: ExpressibleByArgument {}
