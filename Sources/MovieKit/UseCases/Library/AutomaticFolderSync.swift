import Foundation

/// Your library kept in step with your other machines by itself, through the folder the config
/// file's `sync-folder` names: one sync after a command that changed it, and before one that
/// reads it, a sync only when the other machines' change files changed since the last (a `stat`
/// of each, ``SyncFolderStamp``, nothing parsed when nothing changed).
///
/// Nothing here is ever lost: a change made here stays in the library whatever the folder does,
/// and goes with the next sync that reaches it.
public struct AutomaticFolderSync: Sendable {
    /// The sync, with the folder's stamp kept beside the library.
    private let stamped: StampedFolderSync

    /// The folder the library syncs through.
    public var folder: SyncFolder { stamped.folder }

    /// Syncs `library`, which is at `libraryURL`, through `folder`.
    public init(folder: SyncFolder, library: any LibraryAccess, at libraryURL: URL) {
        stamped = StampedFolderSync(folder: folder, library: library, at: libraryURL)
    }

    /// Before reading the library: takes in what the other machines wrote, when their files
    /// changed since this library's last sync.
    /// - Returns: what the sync did; `nil` when nothing changed in the folder (nothing read but
    ///   the folder's listing and a `stat` of each file).
    /// - Throws: ``SyncError``, having changed nothing.
    public func takeInIfFolderChanged() throws(SyncError) -> FolderSyncReport? {
        // A machine that never synced has no id yet, and makes none for a folder of nothing.
        let known = try stamped.keptMachine()
        let stamp = try SyncFolderStamp(of: folder, machine: known)
        let kept = stamped.keptStamp()
        guard stamp.text != kept?.text, !(kept == nil && stamp.isEmpty) else { return nil }
        return try stamped.sync(try stamped.openToSync(), as: known, stamp: stamp)
    }

    /// After a command that opened the library to change it: sends its changes to the folder
    /// and takes in the other machines'. When nothing waits to be sent (the command failed
    /// before it wrote, or wrote nothing new), no other machine's file changed since the last
    /// sync and this machine's own are as it left them (a `stat`), the folder is neither read
    /// nor written.
    /// - Returns: what the sync did; `nil` when there is no library, or nothing to do.
    /// - Throws: ``SyncError``, the library kept as the command left it.
    public func syncAfterChange() throws(SyncError) -> FolderSyncReport? {
        guard FileManager.default.fileExists(atPath: stamped.libraryURL.path) else { return nil }
        let machine = try MachineID.kept(besideLibraryAt: stamped.libraryURL)
        let stamp = try SyncFolderStamp(of: folder, machine: machine)
        guard let opened = try stamped.openIfPresent() else { return nil }
        if stamp.seesNothingNew(since: stamped.keptStamp()) {
            let waiting: Bool
            do {
                waiting = try opened.hasChangesToSend(as: machine)
            } catch {
                throw .library(error)
            }
            guard waiting else { return nil }
        }
        return try stamped.sync(opened, as: machine, stamp: stamp)
    }
}
