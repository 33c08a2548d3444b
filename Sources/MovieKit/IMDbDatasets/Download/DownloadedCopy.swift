import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The copy of one dataset file on disk, the `.part` file a new body arrives in, and the
/// validators beside it: what ``IMDbDatasetDownload`` does to them, in the order that keeps the
/// copy whole whatever happens. What cannot be written, flushed, renamed or removed is an
/// ``AtomicFile/Failure``, as the validators' writing is.
struct DownloadedCopy: Sendable {
    /// The copy (`downloads/title.basics.tsv.gz`).
    let file: URL

    /// Where a new body arrives: the copy's name with `.part` added.
    var part: URL { file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".part") }

    var exists: Bool { FileManager.default.fileExists(atPath: file.path) }
    var size: Int? { Self.size(of: file) }
    var partSize: Int? { Self.size(of: part) }

    /// Whether the part file begins as gzip data does (its magic bytes, 1f 8b).
    var partIsGzip: Bool {
        guard let handle = FileHandle(forReadingAtPath: part.path) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 2)) == Data([0x1f, 0x8b])
    }

    /// Creates the folder if need be and removes a part file a killed download left.
    func prepare() throws(AtomicFile.Failure) {
        let folder = file.deletingLastPathComponent().path
        guard AtomicFile.makeFolders(folder) else {
            throw AtomicFile.Failure(reason: "cannot create \(folder): \(String(cString: strerror(errno)))")
        }
        discardPart()
    }

    func discardPart() {
        unlink(part.path)
    }

    /// Puts the part file in place of the copy, durably, then keeps `validators` for it: the old
    /// validators go first, so that they never describe a copy they are not of.
    func commit(validators: IMDbDownloadValidators?) throws(AtomicFile.Failure) {
        try Self.flush(part.path)
        try Self.remove(IMDbDownloadValidators.url(of: file).path)
        guard rename(part.path, file.path) == 0 else {
            throw AtomicFile.Failure(reason: "cannot rename \(part.path): \(String(cString: strerror(errno)))")
        }
        AtomicFile.flush(folder: file.deletingLastPathComponent().path)
        try validators?.write(for: file)
    }

    /// Removes the copy, its validators first, and any part file.
    func remove() throws(AtomicFile.Failure) {
        try Self.remove(IMDbDownloadValidators.url(of: file).path)
        try Self.remove(file.path)
        discardPart()
    }

    /// The size of the file at `url`, `nil` when there is none.
    static func size(of url: URL) -> Int? {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return nil }
        return Int(status.st_size)
    }

    private static func flush(_ path: String) throws(AtomicFile.Failure) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0, fsync(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            if descriptor >= 0 { close(descriptor) }
            throw AtomicFile.Failure(reason: "cannot flush \(path): \(reason)")
        }
        close(descriptor)
    }

    private static func remove(_ path: String) throws(AtomicFile.Failure) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw AtomicFile.Failure(reason: "cannot remove \(path): \(String(cString: strerror(errno)))")
        }
    }
}
