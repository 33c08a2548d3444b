import Foundation

/// Where the cache database lives when the user does not say.
public enum CacheLocation {
    /// The cache file: `explicitPath`, else `$MOVIES_CACHE`, else
    /// `$XDG_CACHE_HOME/movies/movies.sqlite`, else `~/.cache/movies/movies.sqlite`.
    /// A relative `XDG_CACHE_HOME` is ignored, as the XDG specification asks.
    public static func resolve(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        if let path = explicitPath ?? environment["MOVIES_CACHE"].flatMap({ $0.isEmpty ? nil : $0 }) {
            return URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        }
        let cacheHome: URL
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            cacheHome = URL(fileURLWithPath: xdg, isDirectory: true)
        } else {
            cacheHome = homeDirectory.appendingPathComponent(".cache", isDirectory: true)
        }
        return cacheHome.appendingPathComponent("movies", isDirectory: true).appendingPathComponent("movies.sqlite")
    }
}
