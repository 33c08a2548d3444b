import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The user's home folder, found without glibc's `getpwuid`.
///
/// The installed `movies` is a fully static binary, and a static glibc answers `getpwuid` by
/// loading the NSS libraries of the glibc it was built with: it crashes for a user that is not
/// in `/etc/passwd`, and can crash when the system's glibc is another version. Foundation asks
/// `getpwuid` for the home folder (before `$HOME`) unless `CFFIXED_USER_HOME` names it, so
/// `movies` sets that first, to what Foundation would find: the user's entry in `/etc/passwd`,
/// read as a file, else `$HOME`, else a placeholder folder that cannot be created, which makes a
/// command that needs the default cache location fail with ``unknownHint``.
enum HomeFolder {
    /// The home folder when none can be found: Debian's own for users without one.
    static let placeholder = "/nonexistent"

    /// What to do when the home folder is unknown, for an error about the default cache file.
    static let unknownHint =
        "this user has no home folder in /etc/passwd and $HOME is unset; set HOME, or name the cache with --cache PATH or MOVIES_CACHE"

    /// Sets `CFFIXED_USER_HOME` unless it is set already, so Foundation never asks glibc.
    static func settle() {
        // getenv rather than ProcessInfo's environment: this runs on every start.
        guard getenv("CFFIXED_USER_HOME") == nil else { return }
        let passwd = FileManager.default.contents(atPath: "/etc/passwd") ?? Data()
        let home = getenv("HOME").map { String(cString: $0) }
        setenv("CFFIXED_USER_HOME", path(home: home, passwd: passwd, userID: geteuid()), 1)
    }

    /// The home folder: the user's entry in `passwd` (the bytes of `/etc/passwd`), else `home`
    /// (`$HOME`), else ``placeholder``.
    static func path(home: String?, passwd: some Collection<UInt8>, userID: uid_t) -> String {
        let id = Array(String(userID).utf8)
        for line in passwd.split(separator: UInt8(ascii: "\n")) {
            // name:password:uid:gid:gecos:home:shell
            let fields = line.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            guard fields.count >= 7, fields[2].elementsEqual(id), fields[5].first == UInt8(ascii: "/") else { continue }
            return String(decoding: fields[5], as: UTF8.self)
        }
        if let home, !home.isEmpty {
            return home
        }
        return placeholder
    }

    /// `message`, with ``unknownHint`` after it when it names a file under ``placeholder``
    /// (the default cache, say, when the home folder is unknown).
    static func explaining(_ message: String) -> String {
        message.contains(" \(placeholder)/") ? "\(message); \(unknownHint)" : message
    }
}
