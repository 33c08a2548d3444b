/// A setting the config file can hold, named as its line names it.
public enum ConfigKey: String, Sendable, CaseIterable {
    /// The services `discover` filters by when `--on` is not given, and `show` lists first.
    case services
    /// The country whose ways to watch `show` lists and `discover --on` asks about.
    case region

    /// The variable that wins over the file's line.
    public var variable: String {
        switch self {
        case .services: "MOVIES_SERVICES"
        case .region: "MOVIES_REGION"
        }
    }

    /// The option that wins over the variable.
    public var option: String {
        switch self {
        case .services: "--on"
        case .region: "--region"
        }
    }

    /// `text` as the file writes it: services trimmed and separated by `, ` (or `any`), a
    /// region in capitals.
    /// - Throws: ``SettingValueError`` saying what the value must be.
    public func normalized(_ text: String) throws(SettingValueError) -> String {
        switch self {
        case .services: try StreamingServices(reading: text).description
        case .region: try Self.region(text)
        }
    }

    /// The country code `text` gives.
    /// - Throws: ``SettingValueError`` unless it is a country's code, with the closest.
    static func region(_ text: String) throws(SettingValueError) -> String {
        guard let code = CountryCode.reading(text) else {
            let refusal = "must be \(CountryCode.expected), got \"\(text)\""
            throw SettingValueError(reason: CountryCode.suggestion(for: text).map { "\(refusal): \($0)" } ?? refusal)
        }
        return code
    }

    /// The keys in words, for a refusal: `services and region`.
    static var listed: String {
        let names = allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }
}
