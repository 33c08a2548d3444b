import ArgumentParser
import MovieKit

/// `--language xx-YY`: the language TMDB's answers are asked in (its `language` parameter), so
/// titles and overviews come localized where TMDB has them. The cache keeps each language's
/// answers apart. A source that takes no language (the demo catalogue's) ignores it.
struct LanguageOption: VariableBackedOption {
    /// What TMDB answers in when asked in no language.
    static let defaultLanguage = "en-US"
    static var defaultValue: String { defaultLanguage }

    static let optionHelp = ArgumentHelp(
        "With --source tmdb, the language of titles and overviews, like de-DE or fr (default $MOVIES_LANGUAGE, else \(defaultLanguage)).",
        valueName: "xx-YY")

    @Option(help: optionHelp) var language: String?

    /// `--language`, else `$MOVIES_LANGUAGE`, else ``defaultLanguage``, spelled as TMDB spells
    /// it (`de-de` is `de-DE`).
    func resolved(environment: [String: String]) throws -> String {
        // An empty --language, like no language at all, asks in the default one.
        let read = OptionOrVariable.reading { $0.isEmpty ? Self.defaultLanguage : Self.tag($0) }
        return try Self.setting.value(language, environment: environment, read: read) ?? Self.defaultLanguage
    }

    private static let setting = OptionOrVariable(
        option: "--language", variable: "MOVIES_LANGUAGE", expected: "a language like en-US, de-DE or fr")

    /// `text` as a language tag TMDB reads (ISO 639-1, then an ISO 3166-1 country), or `nil`.
    static func tag(_ text: String) -> String? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            parts.allSatisfy({ $0.allSatisfy(\.isLetter) })
        else { return nil }
        return parts.count == 1 ? parts[0].lowercased() : parts[0].lowercased() + "-" + parts[1].uppercased()
    }
}
