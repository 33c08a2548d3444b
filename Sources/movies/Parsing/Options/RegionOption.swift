import ArgumentParser

/// `--region XX`: the country whose ways to watch a film `show` lists (TMDB's watch providers
/// are per country).
struct RegionOption: VariableBackedOption {
    /// Where no option, variable or locale says.
    static let defaultRegion = "US"
    static var defaultValue: String { defaultRegion }

    @Option(
        help: ArgumentHelp(
            "With --source tmdb, the country whose ways to watch `show` lists, like US or DE (default $MOVIES_REGION, else the country of LC_ALL or LANG, else \(Self.defaultRegion)).",
            valueName: "XX"))
    var region: String?

    /// `--region`, else `$MOVIES_REGION`, else the country of the locale (`LC_ALL`, else
    /// `LANG`: `de_DE.UTF-8` is DE), else ``defaultRegion``; in capitals.
    func resolved(environment: [String: String]) throws -> String {
        if let code = try Self.setting.value(
            region, environment: environment, read: OptionOrVariable.reading(Self.code))
        {
            return code
        }
        for name in ["LC_ALL", "LANG"] {
            if let locale = environment[name], !locale.isEmpty {
                return Self.country(ofLocale: locale) ?? Self.defaultRegion
            }
        }
        return Self.defaultRegion
    }

    private static let setting = OptionOrVariable(
        option: "--region", variable: "MOVIES_REGION", expected: "a country's two letters, like US or DE")

    /// `text` as a country code (`de` is `DE`), or `nil` unless it is two ASCII letters.
    static func code(_ text: String) -> String? {
        guard text.count == 2, text.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return text.uppercased()
    }

    /// The country of a POSIX locale name like `de_DE.UTF-8` or `pt_BR@euro`; `nil` for `C`,
    /// `POSIX` or one without a country.
    static func country(ofLocale locale: String) -> String? {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        let parts = name.split(separator: "_")
        guard parts.count == 2 else { return nil }
        return code(String(parts[1]))
    }
}
