import ArgumentParser
import MovieKit

/// Every setting as a command would use it, each with where it came from: what
/// `movies config show` lists and `movies config get` prints.
struct EffectiveSettings: Sendable, Equatable {
    let services: ResolvedSetting<StreamingServices>
    let region: ResolvedSetting<String>

    /// The settings given `services` to `--on` (none when empty) and `region`'s option, in
    /// `environment`, over `settings` from the config file.
    /// - Throws: `ValidationError` naming an option or a variable whose text does not read.
    init(
        services given: [String] = [], region: RegionOption = .notGiven, environment: [String: String],
        settings: Settings
    ) throws(ValidationError) {
        services = try StreamingServicesSetting.resolution(given: given, environment: environment, settings: settings)
        self.region = try region.resolution(environment: environment, settings: settings)
    }

    /// `key`'s value as `config get` prints it: services separated by commas (`netflix,mubi`, or
    /// `any`), the region's two letters.
    func text(of key: ConfigKey) -> String {
        switch key {
        case .services: services.value.isAny ? StreamingServices.anyWord : services.value.names.joined(separator: ",")
        case .region: region.value
        }
    }

    /// Where `key`'s value came from.
    func origin(of key: ConfigKey) -> SettingOrigin {
        switch key {
        case .services: services.origin
        case .region: region.origin
        }
    }
}

extension ConfigKey: ExpressibleByArgument {}
