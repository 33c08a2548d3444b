import Foundation

/// What the IMDb dialect serves: the dataset files (`*.tsv.gz`) of a folder, as IMDb's dataset
/// host serves its own, and the `Last-Modified` it gives them.
public struct IMDbDatasetHostSettings: Sendable {
    /// The folder whose `*.tsv.gz` files are served. They are read from disk at each request, so
    /// a file written there meanwhile (a changed dataset) is served as it now is, with new
    /// validators.
    public var folder: URL
    /// The `Last-Modified` of every file; `nil` for each file's own modification time.
    public var lastModified: Date?

    /// - Throws: ``FixtureFilesError`` when `folder` is not a folder or holds no `*.tsv.gz` file.
    public init(folder: URL, lastModified: Date? = nil) throws(FixtureFilesError) {
        let folder = folder.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw .notAFolder(folder.path)
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard names.contains(where: IMDbDatasetFiles.isDatasetName) else { throw .empty(folder.path) }
        self.folder = folder
        self.lastModified = lastModified
    }
}
