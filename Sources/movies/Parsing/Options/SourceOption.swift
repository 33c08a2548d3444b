import ArgumentParser
import Foundation
import MovieKit

/// `--source demo|tmdb`: which catalogue a command asks and which of the cache's answers it
/// reads. The cache keeps each source's answers apart.
struct SourceOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The catalogue: demo (built in; ratings 0–100) or tmdb (The Movie Database; ratings 0–10; needs a key). Default: $MOVIES_SOURCE, else demo.",
            valueName: "source"))
    var source: MovieSource?

    func validate() throws {
        _ = try resolved()
    }

    /// The source `--source` names, else `$MOVIES_SOURCE`, else the demo catalogue.
    func resolved(environment: [String: String] = LaunchEnvironment.variables) throws -> MovieSource {
        try Self.setting.value(source, environment: environment, read: MovieSource.init(rawValue:)) ?? .demo
    }

    private static let setting = OptionOrVariable(
        option: "--source", variable: "MOVIES_SOURCE",
        expected: MovieSource.allCases.map(\.rawValue).joined(separator: " or "))

    /// The resolved source, for `run()`, where `validate()` has already vouched for it.
    var value: MovieSource {
        (try? resolved()) ?? .demo
    }
}

extension MovieSource: ExpressibleByArgument {}
