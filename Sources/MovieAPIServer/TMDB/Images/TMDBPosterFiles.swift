import Foundation

/// The poster files the TMDB dialect's image host serves: JPEG files by size (`w92` … `original`)
/// and file name, as `api-fixtures/tmdb/posters/{size}/{file}` holds them.
public struct TMDBPosterFiles: Sendable {
    /// The sizes TMDB's `configuration` names for posters, smallest first.
    public static let sizes = ["w92", "w154", "w185", "w342", "w500", "w780", "original"]

    private let files: [String: [String: Data]]

    /// No posters.
    public init() {
        files = [:]
    }

    /// The files under `folder/{size}/`, for each of ``sizes`` that has a folder; none when
    /// `folder` does not exist.
    public init(contentsOf folder: URL) throws(TMDBCatalogueError) {
        var files: [String: [String: Data]] = [:]
        for size in Self.sizes {
            let sizeFolder = folder.appendingPathComponent(size, isDirectory: true)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: sizeFolder.path) else { continue }
            for name in names where name.hasSuffix(".jpg") {
                do {
                    files[size, default: [:]][name] = try Data(contentsOf: sizeFolder.appendingPathComponent(name))
                } catch {
                    throw .unreadable(path: sizeFolder.appendingPathComponent(name).path, reason: "\(error)")
                }
            }
        }
        self.files = files
    }

    /// The poster `file` (like `abc.jpg`) in `size`, if there is one.
    public func poster(_ file: Substring, size: Substring) -> Data? {
        files[String(size)]?[String(file)]
    }

    /// How many files there are, every size together.
    public var count: Int { files.values.reduce(0) { $0 + $1.count } }
}
