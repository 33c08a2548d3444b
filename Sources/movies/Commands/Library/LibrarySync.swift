import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies library sync [FOLDER] [--status]`: your library's changes exchanged with your other
    /// machines through a folder a file syncer carries.
    struct LibrarySync: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "sync",
            abstract: "Exchange your library's changes with your other machines through a synced folder.",
            discussion: """
                FOLDER is one that Syncthing, Dropbox, git or a USB stick carries between your \
                machines: each writes its changes there, in a file of its own, and takes in the \
                others'. It never holds a database. Without FOLDER, the one the last sync used.

                Examples:
                  movies library sync ~/Sync/movies
                  movies library sync --status
                """)

        @Argument(help: ArgumentHelp("The folder your machines share.", valueName: "folder"))
        var folder: String?

        @Flag(help: "Say which machines sync there, their last change, and what waits; change nothing.")
        var status = false

        func run(in context: MoviesContext) async throws {
            let console = context.console
            if let folder, !status {
                // A folder gone or read-only is refused before the library is opened, or made.
                try Self.failingInOneLine { () throws(SyncError) in
                    try SyncFolder(url: URL(fileURLWithPath: folder)).checkWritable()
                }
            }
            if status {
                guard let library = try YourLibrary.openForReading() else {
                    console.print(
                        "No library yet: movies library sync FOLDER takes in what your other machines wrote.")
                    return
                }
                let folder = try self.folder(of: library)
                let status = try Self.failingInOneLine { () throws(SyncError) in
                    try library.syncStatus(of: folder, machine: try MachineID.kept(besideLibraryAt: YourLibrary.url))
                }
                FolderSyncText.warn(status.warnings, status.refused, on: console)
                console.print(FolderSyncText.status(status, folder: folder.url.path))
                return
            }
            // Without FOLDER, the last sync's, which the library, read, says.
            let folder = try self.folder(of: self.folder == nil ? YourLibrary.openForReading() : nil)
            let sync = StampedFolderSync(folder: folder, library: YourLibrary.fileToSync, at: YourLibrary.url)
            let report = try Self.failingInOneLine { () throws(SyncError) in try sync.sync() }
            FolderSyncText.warn(report.warnings, report.refused, on: console)
            console.print(FolderSyncText.report(report, folder: folder.url.path))
            if !report.refused.isEmpty {
                throw CommandFailure(
                    "\(report.refused.count) line\(report.refused.count == 1 ? "" : "s") refused (above); the rest merged",
                    status: .badData)
            }
        }

        /// The folder named, else the last sync's, as `library` (`nil`: there is none) says.
        private func folder(of library: FilmLibrary?) throws -> SyncFolder {
            if let folder { return SyncFolder(url: URL(fileURLWithPath: folder)) }
            let last: SyncFolder?
            do {
                last = try library?.lastSyncFolder()
            } catch {
                throw CommandFailure(error)
            }
            guard let last else {
                throw ValidationError("give the folder your machines share: movies library sync FOLDER")
            }
            return last
        }

        /// What `body` returns; its error as the command's one-line failure, with its exit status.
        private static func failingInOneLine<Value>(
            _ body: () throws(SyncError) -> Value
        ) throws(CommandFailure) -> Value {
            do {
                return try body()
            } catch {
                let status: MoviesExitCode =
                    switch error {
                    case .folderMissing, .unreadable, .library: .cacheFailure
                    case .folderReadOnly, .machineID: .cantCreate
                    case .ownFileNewer: .badData
                    }
                if case .library(let failure) = error { throw CommandFailure(failure) }
                throw CommandFailure(error.description, status: status)
            }
        }
    }
}
