import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The user's home folder, found without glibc's `getpwuid`.
///
/// The installed `movies` is a fully static binary, and a static glibc answers `getpwuid` by
/// loading the NSS libraries of the glibc it was built with: it can crash when they are
/// another version, or when the user is not in `/etc/passwd`. Foundation asks `getpwuid` only
/// when `$HOME` is unset, so `movies` settles `$HOME` before anything asks: from
/// `/etc/passwd`, read as a file, else a placeholder folder that cannot be created, which makes
/// a command that needs the default cache location fail with ``unknownHint``.
enum HomeFolder {
    /// What `$HOME` is set to when the home folder cannot be found: Debian's own home for users
    /// without one.
    static let placeholder = "/nonexistent"

    /// What to do when the home folder is unknown, for an error about the default cache file.
    static let unknownHint =
        "the home folder is unknown or missing ($HOME is unset and /etc/passwd names none); set HOME, or name the cache with --cache PATH or MOVIES_CACHE"

    /// Sets `$HOME` when it is unset or empty, so Foundation never asks glibc for it.
    static func settle() {
        let environment = ProcessInfo.processInfo.environment
        guard environment["HOME"]?.isEmpty ?? true else { return }
        let passwd = (try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? ""
        setenv("HOME", path(environment: environment, passwd: passwd, userID: geteuid()), 1)
    }

    /// The home folder: `$HOME` when set, else the user's entry in `passwd` (the text of
    /// `/etc/passwd`), else ``placeholder``.
    static func path(environment: [String: String], passwd: String, userID: uid_t) -> String {
        if let home = environment["HOME"], !home.isEmpty {
            return home
        }
        for line in passwd.split(separator: "\n") {
            // name:password:uid:gid:gecos:home:shell
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count >= 7, fields[2] == "\(userID)", fields[5].hasPrefix("/") else { continue }
            return String(fields[5])
        }
        return placeholder
    }

    /// Whether `path` lies under ``placeholder``, so it came from an unknown home folder.
    static func isUnderPlaceholder(_ path: String) -> Bool {
        path.hasPrefix(placeholder + "/")
    }
}
