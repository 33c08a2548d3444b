import Foundation

/// Your library kept in step with your other machines by itself, through the folder the config
/// file's `sync-folder` names: one sync after a command that changed it, and before one that
/// reads it, a sync only when the other machines' change files changed since the last (a `stat`
/// of each, ``SyncFolderStamp``, nothing parsed when nothing changed).
///
/// Nothing here is ever lost: a change made here stays in the library whatever the folder does,
/// and goes with the next sync that reaches it.
public struct AutomaticFolderSync: Sendable {
    /// The folder the library syncs through.
    public let folder: SyncFolder
    /// The library, opened (and created) only when there is something to sync.
    private let library: any LibraryAccess
    /// Where the library is: its machine id and the stamp of the folder are kept beside it.
    private let libraryURL: URL

    /// Syncs `library`, which is at `libraryURL`, through `folder`.
    public init(folder: SyncFolder, library: any LibraryAccess, at libraryURL: URL) {
        self.folder = folder
        self.library = library
        self.libraryURL = libraryURL
    }

    /// Before reading the library: takes in what the other machines wrote, when their files
    /// changed since this library's last automatic sync.
    /// - Returns: what the sync did; `nil` when nothing changed in the folder (nothing read but
    ///   the folder's listing and a `stat` of each file).
    /// - Throws: ``SyncError``, having changed nothing.
    public func takeInIfFolderChanged() throws(SyncError) -> FolderSyncReport? {
        // A machine that never synced has no id yet, and makes none for a folder of nothing.
        let idFile = MachineID.file(besideLibraryAt: libraryURL).path
        let known =
            FileManager.default.fileExists(atPath: idFile) ? try MachineID.kept(besideLibraryAt: libraryURL) : nil
        let stamp = try SyncFolderStamp(of: folder, machine: known)
        let kept = SyncFolderStamp.kept(besideLibraryAt: libraryURL)
        guard stamp != kept, !(kept == nil && stamp.isEmpty) else { return nil }
        return try sync(as: known, stamp: stamp)
    }

    /// After a command that opened the library to change it: sends its changes to the folder
    /// and takes in the other machines'. When nothing waits to be sent (the command failed
    /// before it wrote, or wrote nothing new) and no other machine's file changed since the last
    /// sync (a `stat`), the folder is neither read nor written.
    /// - Returns: what the sync did; `nil` when there is no library, or nothing to do.
    /// - Throws: ``SyncError``, the library kept as the command left it.
    public func syncAfterChange() throws(SyncError) -> FolderSyncReport? {
        guard FileManager.default.fileExists(atPath: libraryURL.path) else { return nil }
        let machine = try MachineID.kept(besideLibraryAt: libraryURL)
        let stamp = try SyncFolderStamp(of: folder, machine: machine)
        guard let opened = try open(creating: false) else { return nil }
        if stamp == SyncFolderStamp.kept(besideLibraryAt: libraryURL),
            FileManager.default.fileExists(
                atPath: folder.url.appendingPathComponent(SyncFolder.fileName(of: machine)).path)
        {
            let waiting: Bool
            do {
                waiting = try opened.hasChangesToSend(as: machine)
            } catch {
                throw .library(error)
            }
            guard waiting else { return nil }
        }
        return try sync(opened, as: machine, stamp: stamp)
    }

    /// One sync as `machine` (made now when `nil`), the folder's `stamp` taken before it reads
    /// (so that a file changed meanwhile is taken in by the next), kept after; the library is
    /// created when there is none.
    private func sync(as machine: MachineID?, stamp: SyncFolderStamp) throws(SyncError) -> FolderSyncReport? {
        guard let opened = try open(creating: true) else { return nil }
        return try sync(opened, as: machine, stamp: stamp)
    }

    private func sync(
        _ opened: FilmLibrary, as machine: MachineID?, stamp: SyncFolderStamp
    ) throws(SyncError) -> FolderSyncReport {
        let named: MachineID
        if let machine { named = machine } else { named = try MachineID.kept(besideLibraryAt: libraryURL) }
        let report = try opened.sync(through: folder, machine: named)
        stamp.keep(besideLibraryAt: libraryURL)
        return report
    }

    /// The library, created when `creating`; `nil` when there is none.
    private func open(creating: Bool) throws(SyncError) -> FilmLibrary? {
        do {
            return creating ? try library.open() : try library.openIfPresent()
        } catch {
            throw .library(error)
        }
    }
}
