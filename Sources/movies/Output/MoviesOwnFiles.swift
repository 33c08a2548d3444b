import Foundation
import MovieKit

/// The files of movies' own, which no `--output` ever writes over, whatever path names them: your
/// library (and its `-wal` and `-shm`), the cache a command uses (and its log and lock), and every
/// file in movies' config folder (the config file, its lock, the TMDB credential) and state folder
/// (the account's session, each API's connection token).
struct MoviesOwnFiles {
    /// Files named one by one.
    let files: [String]
    /// Folders every file of which, existing or new, is movies' own.
    let folders: [String]

    /// The files of movies' own where `environment` puts them, with the cache at `cache`.
    init(cache: URL, environment: [String: String] = LaunchEnvironment.variables) {
        let library = LibraryLocation.path(environment: environment) { HomeFolder.current }
        let config = XDGFolder.config.moviesFolderPath(environment: environment) { HomeFolder.current }
        let state = XDGFolder.state.moviesFolderPath(environment: environment) { HomeFolder.current }
        let configFolder = URL(fileURLWithPath: config), stateFolder = URL(fileURLWithPath: state)
        files =
            [library, library + "-wal", library + "-shm"] + CacheFiles(url: cache).paths
            + [ConfigFile(folder: configFolder).path, TMDBCredentialStore(folder: configFolder).fileURL.path]
            + [TMDBAccountSessionStore(folder: stateFolder).fileURL.path]
        folders = [config, state]
    }

    /// Whether `path` names one of these files: the same file by device and inode, or a file, new
    /// or not, in one of ``folders`` (through any symbolic link).
    func contains(_ path: String) -> Bool {
        if let identity = PathEntry.identity(of: path),
            files.contains(where: { PathEntry.identity(of: $0) == identity })
        {
            return true
        }
        let folder = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
        guard let identity = PathEntry.identity(of: folder) else { return false }
        return folders.contains { PathEntry.identity(of: $0) == identity }
    }
}
