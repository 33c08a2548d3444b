import Foundation

/// Where API tokens are kept when the user does not say.
public enum TokenLocation {
    /// The folder of token files: `$XDG_STATE_HOME/movies/`, else `~/.local/state/movies/`.
    /// A relative `XDG_STATE_HOME` is ignored, as the XDG specification asks.
    public static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        let stateHome: URL
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            stateHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            stateHome = homeDirectory.appendingPathComponent(".local/state", isDirectory: true)
        }
        return stateHome.appendingPathComponent("movies", isDirectory: true)
    }
}
