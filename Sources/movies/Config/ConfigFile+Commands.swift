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
}
