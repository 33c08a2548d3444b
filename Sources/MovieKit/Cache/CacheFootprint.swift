import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything on disk that is the cache's: its files (``CacheFiles``: the database, the files
/// named after it, its lock) and IMDb's folder beside it (``IMDbFolder``), which `cache clear`,
/// `cache reset` and `sync --source imdb` delete, replace or move aside. Your library is never
/// among them (``refusal(ofLibraryAt:)``).
public struct CacheFootprint: Sendable {
    /// The cache file.
    public let cacheURL: URL

    public init(cacheURL: URL) {
        self.cacheURL = cacheURL
    }

    /// What of the cache's holds `path`, in words, or `nil` when it is none of the cache's. Paths
    /// are compared as they resolve (symbolic links followed, a relative path taken from the
    /// working folder), whether or not anything is there yet.
    public func holder(of path: String) -> String? {
        let resolved = Self.resolved(path)
        let folder = Self.resolved(IMDbFolder(cacheURL: cacheURL).url.path)
        if resolved == folder || resolved.hasPrefix(folder + "/") {
            return "IMDb's folder \(folder)"
        }
        let cache = Self.resolved(cacheURL.path)
        if CacheFiles(url: URL(fileURLWithPath: cache)).paths.contains(resolved) {
            return "the cache \(cache) and the files named after it"
        }
        return nil
    }

    /// Why your library must not be at `path`, or `nil` when it may: a library among the cache's
    /// files would be deleted, replaced or moved aside with them.
    public func refusal(ofLibraryAt path: String) -> LibraryError? {
        holder(of: path).map { .amongCacheFiles(path: path, holder: $0) }
    }

    /// `path` absolute, its symbolic links resolved as far as it exists, `.` and `..` taken out
    /// of the rest. Made of plain strings and bytes: every list that marks your films asks it.
    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var existing = Array(absolute.utf8)
        // The names past what exists, the last first.
        var missing: [String] = []
        while true {
            if let real = realPath(String(decoding: existing, as: UTF8.self)) { return appending(missing, to: real) }
            guard let slash = existing.lastIndex(of: UInt8(ascii: "/")) else { return appending(missing, to: "/") }
            missing.append(String(decoding: existing[slash + 1..<existing.count], as: UTF8.self))
            existing.removeLast(existing.count - max(slash, 1))
        }
    }

    /// `folder` followed by `names`, given the last first: `.` and empty names left out, `..`
    /// going up one.
    private static func appending(_ names: [String], to folder: String) -> String {
        var path = folder
        var index = names.count
        while index > 0 {
            index -= 1
            switch names[index] {
            case "", ".":
                continue
            case "..":
                path = (path as NSString).deletingLastPathComponent
            case let name:
                path += path.hasSuffix("/") ? name : "/" + name
            }
        }
        return path
    }

    /// The path `realpath(3)` gives: absolute, no link, no `.` or `..`; `nil` when nothing is there.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
