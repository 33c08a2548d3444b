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

    /// After a command that changed the library: sends its changes to the folder and takes in
    /// the other machines'.
    /// - Returns: what the sync did; `nil` when there is no library.
    /// - Throws: ``SyncError``, the library kept as the command left it.
    public func syncAfterChange() throws(SyncError) -> FolderSyncReport? {
        guard FileManager.default.fileExists(atPath: libraryURL.path) else { return nil }
        let machine = try MachineID.kept(besideLibraryAt: libraryURL)
        return try sync(as: machine, stamp: try SyncFolderStamp(of: folder, machine: machine), creating: false)
    }

    /// One sync as `machine` (made now when `nil`), the folder's `stamp` taken before it reads
    /// (so that a file changed meanwhile is taken in by the next), kept after; the library is
    /// created when `creating`.
    private func sync(
        as machine: MachineID?, stamp: SyncFolderStamp, creating: Bool = true
    ) throws(SyncError)
        -> FolderSyncReport?
    {
        let opened: FilmLibrary?
        do {
            opened = creating ? try library.open() : try library.openIfPresent()
        } catch {
            throw .library(error)
        }
        guard let opened else { return nil }
        let named: MachineID
        if let machine { named = machine } else { named = try MachineID.kept(besideLibraryAt: libraryURL) }
        let report = try opened.sync(through: folder, machine: named)
        stamp.keep(besideLibraryAt: libraryURL)
        return report
    }
}
