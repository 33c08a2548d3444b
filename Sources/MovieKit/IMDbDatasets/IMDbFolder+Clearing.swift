import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension IMDbFolder {
    /// Throws away the import and the files downloaded for it (`cache clear`): the cache's part
    /// that `movies sync --source imdb` rebuilds. Holds the folder's lock throughout, so an import
    /// or a download under way finishes first; a command that opened the import goes on reading it.
    ///
    /// Only the files an import and a download make are removed, by name (``madeFiles``), and
    /// `downloads/` once nothing else is in it: never a folder's contents wholesale, so a file of
    /// another's put there stays.
    /// - Returns: what the import held, when there was one.
    /// - Throws: ``IMDbImportError/cannotWrite(path:reason:)`` for a file that cannot be removed.
    @discardableResult
    public func clear() throws(IMDbImportError) -> IMDbImportFacts? {
        guard case .folder = PathEntry(url.path) else { return nil }
        let lock = try IMDbImportLock(folder: self)
        defer { lock.release() }
        let facts = (try? IMDbDatasets.open(at: datasets))??.facts
        for path in madeFiles {
            var status = stat()
            // A folder by one of these names is none of ours.
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFDIR else { continue }
            guard unlink(path) == 0 || errno == ENOENT else {
                throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
        }
        rmdir(downloads.path)
        return facts
    }

    /// The files an import and a download make here, which ``clear()`` removes: the import and
    /// what SQLite keeps beside it, a build a killed import left, and for each dataset its copy,
    /// the part file a body arrives in, its validators and their replacement under way.
    var madeFiles: [String] {
        let sqlite = ["", "-journal", "-wal", "-shm"]
        let imports = [datasets.path, importing.path].flatMap { path in sqlite.map { path + $0 } }
        let names = IMDbDataset.allCases.map(\.fileName)
        let copies = names.flatMap { name in
            ["", ".part", ".validators"].map { downloads.appendingPathComponent(name + $0).path }
        }
        // AtomicFile writes the validators as `NAME.validators.<UUID>.tmp` before renaming them.
        let listed = (try? FileManager.default.contentsOfDirectory(atPath: downloads.path)) ?? []
        let replacements = listed.filter { file in
            file.hasSuffix(".tmp") && names.contains { file.hasPrefix($0 + ".validators.") }
        }
        return imports + copies + replacements.map { downloads.appendingPathComponent($0).path }
    }
}
