import ArgumentParser
import MovieKit

/// `--region XX`: the country whose ways to watch a film `show` lists, and whose services
/// `discover --on` asks about (TMDB's watch providers are per country).
struct RegionOption: VariableBackedOption {
    /// Where no option, variable, config file or locale says.
    static let defaultRegion = "US"
    static var defaultValue: String { defaultRegion }

    @Option(
        help: ArgumentHelp(
            "With --source tmdb, the country whose ways to watch `show` lists and `discover --on` asks about, like US or DE (default $MOVIES_REGION, else region in the config file, else the country of LC_ALL or LANG, else \(Self.defaultRegion)).",
            valueName: "XX"))
    var region: String?

    /// The option as a command has it when `--region` is not given.
    static var notGiven: RegionOption {
        var option = RegionOption()
        option.region = nil
        return option
    }

    /// `--region`, else `$MOVIES_REGION`, else the country of the locale, else
    /// ``defaultRegion``: ``resolution(environment:settings:)`` with no config file, as
    /// `validate()` checks the option and the variable.
    func resolved(environment: [String: String]) throws -> String {
        try resolution(environment: environment, settings: Settings()).value
    }

    /// `--region`, else `$MOVIES_REGION`, else the config file's `region`, else the country of
    /// the locale (`LC_ALL`, else `LANG`: `de_DE.UTF-8` is DE), else ``defaultRegion``; in
    /// capitals, with where it came from.
    /// - Throws: `ValidationError` naming the option or the variable when its text does not read.
    func resolution(
        environment: [String: String], settings: Settings
    ) throws(ValidationError) -> ResolvedSetting<String> {
        if let code = try Self.setting.value(
            region, environment: environment, read: Self.checkedCode)
        {
            return ResolvedSetting(code, region == nil ? .environment(Self.variable) : .flag("--region"))
        }
        if let entry = settings.region, let path = settings.path {
            return ResolvedSetting(entry.value, .file(path: path, line: entry.line))
        }
        for name in ["LC_ALL", "LANG"] {
            if let locale = environment[name], !locale.isEmpty {
                guard let country = Self.country(ofLocale: locale) else { break }
                return ResolvedSetting(country, .locale("\(name)=\(locale)"))
            }
        }
        return ResolvedSetting(Self.defaultRegion, .default)
    }

    /// The region `run()` uses, the config file's included, where `validate()` has vouched for
    /// the option and the variable.
    func value(with settings: Settings) -> String {
        (try? resolution(environment: LaunchEnvironment.variables, settings: settings).value) ?? Self.defaultRegion
    }

    private static let variable = ConfigKey.region.variable
    private static let setting = OptionOrVariable(
        option: "--region", variable: variable, expected: CountryCode.expected)

    /// `text` as a country code (`de` is `DE`), or `nil` unless it is a country's code.
    static func code(_ text: String) -> String? {
        CountryCode.reading(text)
    }

    /// `text` as a country code.
    /// - Throws: unless it is a country's code, with the closest codes as its detail.
    private static func checkedCode(_ text: String) throws(OptionOrVariable.Unreadable) -> String {
        guard let code = code(text) else {
            throw OptionOrVariable.Unreadable(detail: CountryCode.suggestion(for: text))
        }
        return code
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
