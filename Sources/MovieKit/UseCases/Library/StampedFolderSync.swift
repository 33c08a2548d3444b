import Foundation

/// Your library at a place synced through a folder, the folder's stamp (``SyncFolderStamp``)
/// kept beside it after each sync: what `movies library sync FOLDER` runs, and what the sync the
/// settings make happen by itself (``AutomaticFolderSync``) is made of.
///
/// A sync with nothing new costs about a `stat`: when no other machine's file changed since the
/// last sync (a `stat` of each, nothing read), this machine's own files are as that sync left
/// them, and nothing was written to the library since (one row read,
/// ``FilmLibrary/hasChangesToSend(as:)``), the folder is neither read nor written and the
/// library is opened for reading only.
public struct StampedFolderSync: Sendable {
    /// The folder the library syncs through.
    public let folder: SyncFolder
    /// The library, opened (and created) only when there is something to sync.
    private let library: any LibraryAccess
    /// Where the library is: its machine id and the stamp of the folder are kept beside it.
    let libraryURL: URL

    /// Syncs `library`, which is at `libraryURL`, through `folder`.
    public init(folder: SyncFolder, library: any LibraryAccess, at libraryURL: URL) {
        self.folder = folder
        self.library = library
        self.libraryURL = libraryURL
    }

    /// One sync, as asked: the library (and this machine's id) made when there is none. When
    /// nothing arrived, nothing waits to be sent and the last sync read the folder whole (it
    /// refused and passed over nothing, which a sync says each time), nothing is read or written
    /// and the report says nothing was done, as a sync of the folder would.
    /// - Throws: ``SyncError``, having changed nothing.
    public func sync() throws(SyncError) -> FolderSyncReport {
        try folder.checkWritable()
        let machine = try keptMachine()
        let stamp = try SyncFolderStamp(of: folder, machine: machine)
        if let machine, let kept = keptStamp(), kept.readWhole, stamp.seesNothingNew(since: kept),
            try !hasChangesToSend(as: machine)
        {
            return FolderSyncReport()
        }
        return try sync(try openToSync(), as: machine, stamp: stamp)
    }

    /// This machine's id, when it has one (it has none before its first sync).
    func keptMachine() throws(SyncError) -> MachineID? {
        let idFile = MachineID.file(besideLibraryAt: libraryURL).path
        return FileManager.default.fileExists(atPath: idFile) ? try MachineID.kept(besideLibraryAt: libraryURL) : nil
    }

    /// The stamp kept after the last sync; `nil` before the first.
    func keptStamp() -> SyncFolderStamp? {
        SyncFolderStamp.kept(besideLibraryAt: libraryURL)
    }

    /// Whether the library there has changes to send as `machine`, read through a connection
    /// that writes nothing (no `quick_check`: nothing is written on this path, and a damaged page
    /// read fails as damaged); `true` when there is no library.
    private func hasChangesToSend(as machine: MachineID) throws(SyncError) -> Bool {
        do {
            guard let reading = try library.openForReading() else { return true }
            return try reading.hasChangesToSend(as: machine)
        } catch {
            throw .library(error)
        }
    }

    /// One sync of `opened` as `machine` (made now when `nil`), the folder's `stamp` taken before
    /// it reads (so that a file changed meanwhile is taken in by the next), kept after with this
    /// machine's own files as the sync left them.
    func sync(
        _ opened: FilmLibrary, as machine: MachineID?, stamp: SyncFolderStamp
    ) throws(SyncError) -> FolderSyncReport {
        let named: MachineID
        if let machine { named = machine } else { named = try MachineID.kept(besideLibraryAt: libraryURL) }
        let report = try opened.sync(through: folder, machine: named)
        // Listed again after the sync wrote: a folder that cannot be listed now keeps the stamp
        // before, which no longer matches this machine's files, so the next look syncs.
        if let after = try? SyncFolderStamp(of: folder, machine: named) {
            stamp.keep(
                besideLibraryAt: libraryURL, ownFiles: after.ownFiles,
                readWhole: report.refused.isEmpty && report.warnings.isEmpty)
        }
        return report
    }

    /// The library, to change it, created when there is none.
    func openToSync() throws(SyncError) -> FilmLibrary {
        do {
            return try library.open()
        } catch {
            throw .library(error)
        }
    }

    /// The library, to change it; `nil` when there is none.
    func openIfPresent() throws(SyncError) -> FilmLibrary? {
        do {
            return try library.openIfPresent()
        } catch {
            throw .library(error)
        }
    }
}
