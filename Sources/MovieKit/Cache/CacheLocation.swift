import Foundation

/// Where the cache database lives when the user does not say.
public enum CacheLocation {
    /// The cache file: `explicitPath`, else `$MOVIES_CACHE`, else
    /// `movies.sqlite` in ``XDGFolder/cache``'s folder: `$XDG_CACHE_HOME/movies/movies.sqlite`,
    /// else `~/.cache/movies/movies.sqlite`.
    public static func resolve(
        explicitPath: String?,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        if let path = explicitPath ?? environment["MOVIES_CACHE"].flatMap({ $0.isEmpty ? nil : $0 }) {
            return URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        }
        return XDGFolder.cache.moviesFolder(environment: environment, homeDirectory: homeDirectory)
            .appendingPathComponent("movies.sqlite")
    }
}
