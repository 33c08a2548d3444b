import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The user's home folder: `$HOME`, as every XDG program takes it, else the user's entry in
/// `/etc/passwd`, found without glibc's `getpwuid`.
///
/// The installed `movies` is a fully static binary, and a static glibc answers `getpwuid` by
/// loading the NSS libraries of the glibc it was built with: it crashes for a user that is not
/// in `/etc/passwd`, and can crash when the system's glibc is another version. Foundation asks
/// `getpwuid` for the home folder (before `$HOME`) unless `CFFIXED_USER_HOME` names it, so
/// `movies` sets that first: to `$HOME` when it is set and not empty, else to the user's entry in
/// `/etc/passwd`, read as a file, else to a placeholder folder that cannot be created, which
/// makes a command that needs the default cache location fail saying why (``explaining(_:home:)``).
enum HomeFolder {
    /// The home folder when none can be found: Debian's own for users without one.
    static let placeholder = "/nonexistent"

    /// Sets `CFFIXED_USER_HOME` unless it is set already, so Foundation never asks glibc.
    static func settle() {
        // getenv rather than ProcessInfo's environment: this runs on every start.
        guard getenv("CFFIXED_USER_HOME") == nil else { return }
        let home = getenv("HOME").map { String(cString: $0) }
        let passwd = (home?.isEmpty ?? true) ? (FileManager.default.contents(atPath: "/etc/passwd") ?? Data()) : Data()
        setenv("CFFIXED_USER_HOME", path(home: home, passwd: passwd, userID: geteuid()), 1)
    }

    /// The home folder ``settle()`` chose (`CFFIXED_USER_HOME`), as Foundation's
    /// `homeDirectoryForCurrentUser` gives it, without making a `URL` of it.
    static var current: String {
        if let settled = getenv("CFFIXED_USER_HOME") {
            return String(cString: settled)
        }
        return FileManager.default.homeDirectoryForCurrentUser.path
    }

    /// The home folder: `home` (`$HOME`) unless it is unset or empty, else the user's entry in
    /// `passwd` (the bytes of `/etc/passwd`), else ``placeholder``.
    static func path(home: String?, passwd: some Collection<UInt8>, userID: uid_t) -> String {
        if let home, !home.isEmpty {
            return home
        }
        let id = Array(String(userID).utf8)
        for line in passwd.split(separator: UInt8(ascii: "\n")) {
            // name:password:uid:gid:gecos:home:shell
            let fields = line.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            guard fields.count >= 7, fields[2].elementsEqual(id), fields[5].first == UInt8(ascii: "/") else { continue }
            return String(decoding: fields[5], as: UTF8.self)
        }
        return placeholder
    }

    /// `message`, with what to do after it when it names a file under ``placeholder`` (the
    /// default cache, say) that the home folder came from `/etc/passwd` or from nowhere: when
    /// `home` (`$HOME`) is unset or empty.
    static func explaining(
        _ message: String, home: String? = getenv("HOME").map { String(cString: $0) }
    ) -> String {
        guard home?.isEmpty ?? true, message.contains(" \(placeholder)/") else { return message }
        let said = home == nil ? "$HOME is unset" : "$HOME is empty"
        return
            "\(message); \(said) and /etc/passwd gives this user no home folder; set HOME, or name the cache with --cache PATH or MOVIES_CACHE"
    }
}
