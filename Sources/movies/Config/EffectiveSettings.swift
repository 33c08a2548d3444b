import ArgumentParser
import MovieKit

/// Every setting as a command would use it, each with where it came from: what
/// `movies config show` lists and `movies config get` prints.
struct EffectiveSettings: Sendable, Equatable {
    let services: ResolvedSetting<StreamingServices>
    let region: ResolvedSetting<String>
    /// The folder the library syncs through by itself; `nil` for none.
    let syncFolder: ResolvedSetting<String?>

    /// The settings given `services` to `--on` (none when empty) and `region`'s option, in
    /// `environment`, over `settings` from the config file.
    /// - Throws: `ValidationError` naming an option or a variable whose text does not read.
    init(
        services given: [String] = [], region: RegionOption = .notGiven, environment: [String: String],
        settings: Settings
    ) throws(ValidationError) {
        services = try StreamingServicesSetting.resolution(given: given, environment: environment, settings: settings)
        self.region = try region.resolution(environment: environment, settings: settings)
        syncFolder = Self.syncFolder(environment: environment, settings: settings)
    }

    /// `$MOVIES_SYNC_FOLDER`, else the config file's `sync-folder`, else none.
    private static func syncFolder(environment: [String: String], settings: Settings) -> ResolvedSetting<String?> {
        let variable = ConfigKey.syncFolder.variable
        if let path = environment[variable], !path.isEmpty { return ResolvedSetting(path, .environment(variable)) }
        if let entry = settings.syncFolder, let path = settings.path {
            return ResolvedSetting(entry.value, .file(path: path, line: entry.line))
        }
        return ResolvedSetting(nil, .default)
    }

    /// `key`'s value as `config get` prints it: services separated by commas (`netflix,mubi`, or
    /// `any`), the region's two letters, the sync folder's path (`none` for none).
    func text(of key: ConfigKey) -> String {
        switch key {
        case .services: services.value.isAny ? StreamingServices.anyWord : services.value.names.joined(separator: ",")
        case .region: region.value
        case .syncFolder: syncFolder.value ?? Self.noFolder
        }
    }

    /// What `config show` and `config get` print for no sync folder.
    static let noFolder = "none"

    /// Where `key`'s value came from.
    func origin(of key: ConfigKey) -> SettingOrigin {
        switch key {
        case .services: services.origin
        case .region: region.origin
        case .syncFolder: syncFolder.origin
        }
    }
}

extension ConfigKey: ExpressibleByArgument {}
