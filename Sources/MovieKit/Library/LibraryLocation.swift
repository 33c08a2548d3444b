import Foundation

/// Where your library is: `$MOVIES_LIBRARY` when set, else `library.sqlite` in
/// `$XDG_DATA_HOME/movies/` (else `~/.local/share/movies/`).
public enum LibraryLocation {
    /// The file's name in its folder.
    public static let fileName = "library.sqlite"

    /// The library file for `environment`.
    public static func url(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        if let named = environment["MOVIES_LIBRARY"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        return XDGFolder.data.moviesFolder(environment: environment, homeDirectory: homeDirectory)
            .appendingPathComponent(fileName)
    }
}
