import Foundation
import MovieKit

extension MoviesContext {
    /// The sync the settings ask for by themselves: through `$MOVIES_SYNC_FOLDER`, else the
    /// config file's `sync-folder`; `nil` when neither names a folder. A config file that does not
    /// read names none here: it stops only the commands that use a setting (`movies config` says
    /// why), never one that only reads or changes your library.
    private func automaticSync() -> AutomaticFolderSync? {
        let variable = ConfigKey.syncFolder.variable
        var path = LaunchEnvironment.variables[variable].flatMap { $0.isEmpty ? nil : $0 }
        if path == nil { path = (try? settings())?.syncFolder?.value }
        guard let path else { return nil }
        return AutomaticFolderSync(
            folder: SyncFolder(url: URL(fileURLWithPath: path)), library: YourLibrary.fileToSync, at: YourLibrary.url)
    }

    /// Before a command reads your library: what your other machines wrote takes effect here,
    /// when their files changed since the last sync (a `stat`, nothing read otherwise). A
    /// failure is a warning on stderr; the command then reads this machine's library as it is.
    func takeInOtherMachines() {
        guard let sync = automaticSync() else { return }
        do {
            guard let report = try sync.takeInIfFolderChanged() else { return }
            FolderSyncText.warn(report.warnings, report.refused, on: console)
        } catch {
            console.warning("your other machines' changes not taken in, this library shown as it is: \(error)")
        }
    }

    /// After a command that opened your library to change it: one sync through the folder the
    /// settings name. A failure is a warning on stderr, the command's output and exit status as
    /// they were; the change stays here and goes with the next sync.
    func syncAfterChange() {
        guard YourLibrary.openedToChange.isMade, let sync = automaticSync() else { return }
        do {
            guard let report = try sync.syncAfterChange() else { return }
            FolderSyncText.warn(report.warnings, report.refused, on: console)
        } catch {
            console.warning("not synced, the change kept here for the next sync: \(error)")
        }
    }
}
