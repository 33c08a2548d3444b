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
        case .syncFolder: settings.syncFolder.value ?? EffectiveSettings.noFolder
        }
    }

    /// `{"file": PATH, "settings": {KEY: {"value", "from", "place"}}}`: the services a list of
    /// names (empty for any), the region its two letters, the sync folder its path (null for
    /// none); `place` only where there is one.
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

            private enum CodingKeys: String, CodingKey {
                case value, from, place
            }

            /// The value always, `null` for none (no sync folder); `place` only where there is one.
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(value, forKey: .value)
                try container.encode(from, forKey: .from)
                try container.encodeIfPresent(place, forKey: .place)
            }
        }

        struct Settings: Encodable {
            let services: Setting<[String]>
            let region: Setting<String>
            let syncFolder: Setting<String?>

            enum CodingKeys: String, CodingKey {
                case services, region
                case syncFolder = "sync-folder"
            }
        }

        let file: String
        let settings: Settings

        init(_ facts: ConfigFacts) {
            file = facts.path
            settings = Settings(
                services: Setting(facts.settings.services.value.names, facts.settings.services.origin),
                region: Setting(facts.settings.region.value, facts.settings.region.origin),
                syncFolder: Setting(facts.settings.syncFolder.value, facts.settings.syncFolder.origin))
        }
    }
}
