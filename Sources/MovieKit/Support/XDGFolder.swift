import Foundation

/// The folders `movies` keeps its files in, one place for all of them, as the XDG Base Directory
/// specification names them: each kind's `$XDG_…_HOME`, else its folder in the home folder, with
/// a `movies` folder inside. A relative `$XDG_…_HOME` is ignored, as the specification asks.
public enum XDGFolder: Sendable, CaseIterable {
    /// What can be rebuilt: the cache database (`$XDG_CACHE_HOME`, else `~/.cache`).
    case cache
    /// Settings the user gave: the TMDB credential (`$XDG_CONFIG_HOME`, else `~/.config`).
    case config
    /// What the program keeps between runs: API tokens (`$XDG_STATE_HOME`, else `~/.local/state`).
    case state
    /// The user's own data, never thrown away: your films (`$XDG_DATA_HOME`, else `~/.local/share`).
    case data

    /// The variable that names the base folder.
    public var variable: String {
        switch self {
        case .cache: "XDG_CACHE_HOME"
        case .config: "XDG_CONFIG_HOME"
        case .state: "XDG_STATE_HOME"
        case .data: "XDG_DATA_HOME"
        }
    }

    /// The base folder when the variable does not name one, relative to the home folder.
    public var pathInHome: String {
        switch self {
        case .cache: ".cache"
        case .config: ".config"
        case .state: ".local/state"
        case .data: ".local/share"
        }
    }

    /// The `movies` folder of this kind: `$XDG_…_HOME/movies/`, else `~/<pathInHome>/movies/`.
    public func moviesFolder(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        homeDirectory: URL = FileManager.default.homeDirectoryForCurrentUser
    ) -> URL {
        let base =
            if let named = environment[variable], named.hasPrefix("/") {
                URL(fileURLWithPath: named, isDirectory: true)
            } else {
                homeDirectory.appendingPathComponent(pathInHome, isDirectory: true)
            }
        return base.appendingPathComponent("movies", isDirectory: true)
    }

    /// ``moviesFolder(environment:homeDirectory:)``'s path, made of strings alone (no `URL`,
    /// whose first use costs a cached answer half a million instructions), without a trailing
    /// `/`; `homePath` is asked only when the variable does not name the base folder.
    public func moviesFolderPath(environment: [String: String], homePath: () -> String) -> String {
        let base =
            if let named = environment[variable], named.hasPrefix("/") {
                named
            } else {
                Self.joined(homePath(), pathInHome)
            }
        return Self.joined(base, "movies")
    }

    private static func joined(_ folder: String, _ name: String) -> String {
        var folder = folder
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        return folder == "/" ? "/" + name : folder + "/" + name
    }
}
