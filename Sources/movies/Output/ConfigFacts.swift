import MovieKit

/// What `movies config show` prints: each setting, its value and where it came from, as a
/// table, JSON or CSV, and the config file's path.
struct ConfigFacts {
    let path: String
    /// Whether the file is there (a missing file sets nothing).
    let fileExists: Bool
    let settings: EffectiveSettings

    func render(format: OutputFormat, style: TextStyle) -> String {
        let rows = ConfigKey.allCases.map { key in
            (key: key.rawValue, value: value(of: key), origin: settings.origin(of: key))
        }
        switch format {
        case .table:
            let table = TextTable(
                header: ["Setting", "Value", "From"], rows: rows.map { [$0.key, $0.value, $0.origin.description] })
            return table.render(style: style) + "\nConfig file: \(TerminalText.safe(path))"
                + (fileExists ? "" : " (none yet)") + "\n"
        case .json:
            return MovieRenderer.json(Entry(self))
        case .csv:
            return CSV.record(["key", "value", "from", "place"])
                + rows.map { CSV.record([$0.key, $0.value, $0.origin.kind, $0.origin.place ?? ""]) }.joined()
        }
    }

    private func value(of key: ConfigKey) -> String {
        switch key {
        case .services: settings.services.value.description
        case .region: settings.region.value
        }
    }

    /// `{"file": PATH, "settings": {KEY: {"value", "from", "place"}}}`: the services a list of
    /// names (empty for any), the region its two letters; `place` only where there is one.
    private struct Entry: Encodable {
        struct Setting<Value: Encodable>: Encodable {
            let value: Value
            let from: String
            let place: String?

            init(_ value: Value, _ origin: SettingOrigin) {
                self.value = value
                from = origin.kind
                place = origin.place
            }
        }

        struct Settings: Encodable {
            let services: Setting<[String]>
            let region: Setting<String>
        }

        let file: String
        let settings: Settings

        init(_ facts: ConfigFacts) {
            file = facts.path
            settings = Settings(
                services: Setting(facts.settings.services.value.names, facts.settings.services.origin),
                region: Setting(facts.settings.region.value, facts.settings.region.origin))
        }
    }
}
