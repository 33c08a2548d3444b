import Foundation

extension IMDbFolder {
    /// Throws away the import and the files downloaded for it (`cache clear`): the cache's part
    /// that `movies sync --source imdb` rebuilds. Holds the folder's lock throughout, so an import
    /// or a download under way finishes first; a command that opened the import goes on reading it.
    /// - Returns: what the import held, when there was one.
    /// - Throws: ``IMDbImportError/cannotWrite(path:reason:)`` for a file that cannot be removed.
    @discardableResult
    public func clear() throws(IMDbImportError) -> IMDbImportFacts? {
        guard case .folder = PathEntry(url.path) else { return nil }
        let lock = try IMDbImportLock(folder: self)
        defer { lock.release() }
        let facts = (try? IMDbDatasets.open(at: datasets))??.facts
        let manager = FileManager.default
        for item in [datasets, importing, downloads] where PathEntry(item.path) != .missing {
            do {
                try manager.removeItem(at: item)
            } catch {
                throw .cannotWrite(path: item.path, reason: error.localizedDescription)
            }
        }
        return facts
    }
}
