import ArgumentParser
import Foundation
import MovieKit

/// `--source demo|tmdb|imdb`: which catalogue a command asks and which of the cache's answers it
/// reads. The cache keeps each source's answers apart.
struct SourceOption: NamedCaseOption {
    static let defaultValue = ServiceStack.defaultSource

    // The table's words (``help``), written out: every process makes this option, and building
    // the text from the descriptions cost each some 35,000 instructions. SourceTableTests holds
    // the two equal.
    static let optionHelp = ArgumentHelp(
        "The catalogue: demo (built in; ratings 0–100), tmdb (The Movie Database; ratings 0–10; needs a key) or imdb (IMDb's datasets, imported by `movies sync --source imdb`; ratings 0–10). Default: $MOVIES_SOURCE, else demo.",
        valueName: "source")

    @Option(help: optionHelp) var source: MovieSource?

    /// The source `--source` names; resolved, else `$MOVIES_SOURCE`, else the default.
    var given: MovieSource? { source }

    static let setting = OptionOrVariable(option: "--source", variable: "MOVIES_SOURCE", expected: names)

    /// What `--source` is, every source named as its description says (``sources(joinedBy:)``).
    static var help: String {
        "The catalogue: \(sources(joinedBy: "or")). Default: $MOVIES_SOURCE, else \(defaultValue.rawValue)."
    }

    /// Every source as help names it, from the sources' descriptions: "demo (built in; ratings
    /// 0–100), tmdb (The Movie Database; ratings 0–10; needs a key) or imdb (…)".
    static func sources(joinedBy conjunction: String) -> String {
        WordList.joined(MovieSource.allCases.map { $0.described.helpEntry }, by: conjunction)
    }

    /// The sources' command-line names: "demo, tmdb or imdb".
    static let names = WordList.joined(MovieSource.allCases.map(\.rawValue), by: "or")
}

extension MovieSource: ExpressibleByArgument {}

extension MovieSourceDescription {
    /// The source as help names it: "tmdb (The Movie Database; ratings 0–10; needs a key)".
    fileprivate var helpEntry: String {
        "\(commandLineName) (\(summary); ratings 0–\(Int(ratingScale))\(needsCredential ? "; needs a key" : ""))"
    }
}
