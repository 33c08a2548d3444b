import ArgumentParser
import MovieKit

/// Your streaming services: `--on`'s names where a command takes it, else `$MOVIES_SERVICES`,
/// else the config file's `services`, else ``StreamingServices/any``. Each is names separated by
/// commas (any case, as TMDB names them in the region), or `any` to set a default aside.
enum StreamingServicesSetting {
    /// The option of `discover` (and of `config show`) that names them.
    static let option = ConfigKey.services.option ?? "--on"
    /// The variable that names them when the option is not given.
    static let variable = ConfigKey.services.variable

    /// The services `given` to `--on` (empty when it is not given), else `$MOVIES_SERVICES` in
    /// `environment`, else `settings`', else every service.
    /// - Throws: `ValidationError` naming the option or the variable whose text does not read.
    static func resolution(
        given: [String], environment: [String: String], settings: Settings
    ) throws(ValidationError) -> ResolvedSetting<StreamingServices> {
        if !given.isEmpty {
            return ResolvedSetting(try read(given, from: option), .flag(option))
        }
        if let text = environment[variable], !text.isEmpty {
            return ResolvedSetting(try read([text], from: variable), .environment(variable))
        }
        if let entry = settings.services, let path = settings.path {
            return ResolvedSetting(entry.value, .file(path: path, line: entry.line))
        }
        return ResolvedSetting(.any, .default)
    }

    /// ``resolution(given:environment:settings:)`` in the environment `movies` started with, for
    /// `run()`.
    /// - Throws: ``CommandFailure`` (exit 64) naming the option or the variable.
    static func resolution(
        given: [String], settings: Settings
    ) throws(CommandFailure) -> ResolvedSetting<StreamingServices> {
        do {
            return try resolution(given: given, environment: LaunchEnvironment.variables, settings: settings)
        } catch {
            throw CommandFailure(error.message, status: .usage)
        }
    }

    private static func read(_ texts: [String], from place: String) throws(ValidationError) -> StreamingServices {
        do {
            return try StreamingServices(reading: texts)
        } catch {
            throw ValidationError("\(place) \(error.reason)")
        }
    }
}

extension ResolvedSetting<StreamingServices> {
    /// The note `discover` makes when a default filters it: which services, from where, and how
    /// to set them aside; `nil` when none does.
    var defaultNote: String? {
        guard !value.isAny, origin != .flag(StreamingServicesSetting.option) else { return nil }
        return "on your services: \(value) (\(origin.description)); --on any for every service"
    }
}
