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

    /// ``url(environment:homeDirectory:)``'s path, made of strings alone: every list asks whether
    /// there is a library (to mark the films you have seen), and a `URL`'s first use costs a
    /// cached answer half a million instructions. `homePath` is asked only when no variable names
    /// the place.
    public static func path(environment: [String: String], homePath: () -> String) -> String {
        if let named = environment["MOVIES_LIBRARY"], !named.isEmpty {
            return named
        }
        return XDGFolder.data.moviesFolderPath(environment: environment, homePath: homePath) + "/" + fileName
    }
}
