import Foundation
import MovieKit

/// What `movies library sync` prints: what a sync sent and took, or where it stands.
enum FolderSyncText {
    /// Writes what a sync passed over and refused on `console`'s stderr, a line each.
    static func warn(_ warnings: [String], _ refused: [String], on console: Console) {
        for warning in warnings { console.warning(warning) }
        for line in refused { console.warning("refused \(line)") }
    }

    /// "Sent 3 changes to ~/Sync/movies; took 2 (1 entry added, 1 changed, 0 removed)."
    static func report(_ report: FolderSyncReport, folder: String) -> String {
        "Sent \(counted(report.sent, "change")) to \(folder); took \(report.taken) "
            + "(\(counted(report.added, "entry", "entries")) added, \(report.changed) changed, \(report.removed) removed)."
    }

    /// This machine, every machine seen with its last change, and what waits.
    static func status(_ status: FolderSyncStatus, folder: String) -> String {
        let synced =
            status.lastSync.map { "last synced " + LibraryTime.format(LibraryTime.date($0)) } ?? "not synced yet"
        var text = "Folder: \(folder)\nThis machine: \(status.machine) (\(synced))\n"
        if status.machines.isEmpty { text += "No machine has synced there yet.\n" }
        let width = status.machines.map { $0.machine.text.count }.max() ?? 0
        for machine in status.machines {
            let name = machine.machine.text.padding(toLength: width, withPad: " ", startingAt: 0)
            let mark = machine.machine == status.machine ? " (this one)" : ""
            text += "  \(name)  \(counted(machine.changes, "change")), the last at \(machine.latest)\(mark)\n"
        }
        text += "Waiting: \(counted(status.waitingToSend, "change")) to send, \(status.waitingToTake) to take in."
        return text
    }

    private static func counted(_ number: Int, _ noun: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
}
