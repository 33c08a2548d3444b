import Foundation
import MovieKit

extension ConfigFile {
    /// The config file of the user `movies` runs as: `config` in `$XDG_CONFIG_HOME/movies/`
    /// (else `~/.config/movies/`).
    static func user(environment: [String: String] = LaunchEnvironment.variables) -> ConfigFile {
        let folder = XDGFolder.config.moviesFolderPath(environment: environment) {
            HomeFolder.current
        }
        return ConfigFile(path: folder + "/" + fileName)
    }

    /// What the file says, for a command that uses it; no settings without a file.
    /// - Throws: ``CommandFailure`` (exit 78) naming the file, and the line at fault.
    func settingsForCommand() throws(CommandFailure) -> Settings {
        do {
            return try read()
        } catch {
            throw CommandFailure(error)
        }
    }
}
