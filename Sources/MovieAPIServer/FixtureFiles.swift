import Foundation

/// The files a fixture server serves, loaded into memory once, keyed by URL path without the
/// leading slash (`api/movies/1`).
public struct FixtureFiles: Sendable {
    public let files: [String: Data]

    public init(files: [String: Data]) {
        self.files = files
    }

    /// Loads every regular file under `folder`; hidden files are skipped.
    /// - Throws: ``FixtureFilesError`` when the folder is missing or holds no files.
    public init(contentsOf folder: URL) throws(FixtureFilesError) {
        let root = folder.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notAFolder(root.path)
        }
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let data = FileManager.default.contents(atPath: url.path)
            else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count))
            files[relative.trimmingCharacters(in: CharacterSet(charactersIn: "/"))] = data
        }
        guard !files.isEmpty else { throw .empty(root.path) }
        self.files = files
    }
}

/// Why fixture files could not be loaded.
public enum FixtureFilesError: Error, Equatable, CustomStringConvertible {
    case notAFolder(String)
    case empty(String)

    public var description: String {
        switch self {
        case .notAFolder(let path): "no fixtures folder at \(path)"
        case .empty(let path): "the fixtures folder \(path) holds no files"
        }
    }
}
