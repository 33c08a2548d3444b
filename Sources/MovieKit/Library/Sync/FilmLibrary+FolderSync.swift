import Foundation
import GRDB

extension FilmLibrary {
    /// Exchanges this library's changes with every other machine's through `folder`, as
    /// `machine`, in one transaction under the library's lock: writes what changed here since the
    /// last sync to this machine's change file (whole, renamed into place; folded into its
    /// snapshot when it grew, ``SyncOwnFiles``), then takes in every change of the folder later
    /// than what this library holds of its field. Killed at any moment and
    /// run again, each change counts once.
    ///
    /// - Throws: ``SyncError``, having changed nothing here: a folder missing (or not one) or
    ///   that cannot be written, a file that cannot be read, this machine's own file in a newer
    ///   format, the library failing.
    public func sync(
        through folder: SyncFolder, machine: MachineID, today: Date = LibraryValue.todayAnywhere()
    ) throws(SyncError) -> FolderSyncReport {
        try folder.checkWritable()
        let now = LibraryTime.milliseconds(self.now())
        var failure: SyncError?
        do {
            return try write { db in
                do {
                    return try Self.sync(through: folder, machine: machine, today: today, now: now, in: db)
                } catch let error as SyncError {
                    failure = error
                    throw error
                }
            }
        } catch {
            throw failure ?? .library(error)
        }
    }

    private static func sync(
        through folder: SyncFolder, machine: MachineID, today: Date, now: Int64, in db: Database
    ) throws -> FolderSyncReport {
        let reading = try folder.read(for: machine, today: today)
        var (clock, _) = try SyncClockRecord.clock(of: machine, in: db)
        var merge = try Self.merge(in: db)
        // What this machine wrote before (a sync killed before it ended, too) is behind what it
        // sends now.
        for change in reading.changes where change.time.machine == machine { clock.witness(change.time) }
        let outgoing = merge.outgoing(
            clock: &clock, removedAt: try removalTimes(in: db), now: now, read: reading.changes)
        var report = FolderSyncReport(sent: outgoing.count, refused: reading.refused, warnings: reading.warnings)
        for change in reading.changes {
            clock.witness(change.time)
            if merge.take(change) { report.taken += 1 }
        }
        try SyncFieldRecord.keep(merge.changedFields, of: merge.ledger, in: db)
        let writer = SyncEntryWriter(db: db, now: now)
        let listWriter = SyncListWriter(db: db, now: now, ledger: merge.ledger)
        for ref in merge.changedEntries.sorted() {
            guard let fields = merge.ledger[ref] else { continue }
            let outcome =
                ref.kind.isOfList
                ? try listWriter.make(ref, fields, held: merge.library[ref])
                : try writer.make(ref, fields, held: merge.library[ref])
            switch outcome {
            case .added: report.added += 1
            case .changed: report.changed += 1
            case .removed: report.removed += 1
            case .unchanged: break
            }
        }
        try listWriter.order(Set(merge.changedEntries.compactMap(\.list)))
        try SyncClockRecord.keep(clock, syncedAt: now, folder: folder.url.path, in: db)
        try SyncLocalWriteRecord.markSynced(in: db)
        try folder.write(
            SyncOwnFiles(
                snapshot: reading.ownSnapshotLines, changes: reading.ownChangeLines, sending: outgoing,
                changeFileFound: reading.ownFileFound),
            of: machine)
        return report
    }

    /// Where the sync through `folder` stands for `machine`: the machines whose changes it holds,
    /// what waits to be sent and taken. Nothing is written.
    /// - Throws: ``SyncError`` as ``sync(through:machine:today:)``, the folder's writing apart.
    public func syncStatus(
        of folder: SyncFolder, machine: MachineID, today: Date = LibraryValue.todayAnywhere()
    ) throws(SyncError) -> FolderSyncStatus {
        let now = LibraryTime.milliseconds(self.now())
        let reading = try folder.read(for: machine, today: today)
        do {
            return try read { db in
                var (clock, lastSync) = try SyncClockRecord.clock(of: machine, in: db)
                var merge = try Self.merge(in: db)
                let outgoing = merge.outgoing(
                    clock: &clock, removedAt: try Self.removalTimes(in: db), now: now, read: reading.changes)
                let waiting = reading.changes.filter { merge.take($0) }.count
                var machines: [MachineID: SyncedMachine] = [:]
                // A change in two files (a fold half done: the snapshot written, the change file
                // not yet emptied; a syncer's conflicting copy) is one change.
                var counted: Set<SyncChange> = []
                for change in reading.changes where counted.insert(change).inserted {
                    let seen = machines[change.time.machine]
                    machines[change.time.machine] = SyncedMachine(
                        machine: change.time.machine, changes: (seen?.changes ?? 0) + 1,
                        latest: max(seen?.latest ?? change.time, change.time))
                }
                return FolderSyncStatus(
                    machine: machine, machines: machines.values.sorted { $0.machine.text < $1.machine.text },
                    waitingToSend: outgoing.count, waitingToTake: waiting, lastSync: lastSync,
                    refused: reading.refused, warnings: reading.warnings)
            }
        } catch {
            throw .library(error)
        }
    }

    /// Whether a sync as `machine` has changes of this library to send (what changed here since
    /// the last sync saw it), nothing of any folder read. When nothing was written to the library
    /// since the last sync ended (``SyncLocalWriteRecord``), that is one row read; else the
    /// ledger is compared with the library.
    public func hasChangesToSend(as machine: MachineID) throws(LibraryError) -> Bool {
        let now = LibraryTime.milliseconds(self.now())
        return try read { db in
            guard try SyncLocalWriteRecord.writtenSinceSync(in: db) else { return false }
            var (clock, _) = try SyncClockRecord.clock(of: machine, in: db)
            var merge = try Self.merge(in: db)
            return !merge.outgoing(clock: &clock, removedAt: try Self.removalTimes(in: db), now: now).isEmpty
        }
    }

    /// The folder the last sync went through; `nil` before the first.
    public func lastSyncFolder() throws(LibraryError) -> SyncFolder? {
        try read { db in try SyncClockRecord.folder(in: db) }.map { SyncFolder(url: URL(fileURLWithPath: $0)) }
    }

    /// The merge of the ledger and the library as they stand.
    private static func merge(in db: Database) throws -> SyncMerge {
        let ledger = try SyncFieldRecord.all(in: db)
        return SyncMerge(ledger: ledger, library: try SyncLibraryEntry.all(in: db, ledger: ledger))
    }

    /// When each entry removed was removed, by its tombstone (a tag's apart: tags travel with
    /// their viewing), a list by when it was deleted.
    private static func removalTimes(in db: Database) throws -> [SyncEntryRef: Int64] {
        var times: [SyncEntryRef: Int64] = [:]
        for removal in try TombstoneRecord.removals(in: db) {
            let ref: SyncEntryRef
            switch removal.entry {
            case .watchlist: ref = SyncEntryRef(kind: .watchlist, key: SyncChange.key(of: removal.film))
            case .rating: ref = SyncEntryRef(kind: .rating, key: SyncChange.key(of: removal.film))
            case .viewing(let id): ref = SyncEntryRef(kind: .viewing, key: id.uuidString.lowercased())
            case .tag: continue
            }
            times[ref] = LibraryTime.milliseconds(removal.removedAt)
        }
        for row in try Row.fetchAll(db, sql: "SELECT uuid, deletedAt FROM list WHERE deletedAt IS NOT NULL") {
            guard let list = UUID(uuidString: row[0] as String? ?? "") else { continue }
            times[SyncEntryRef(kind: .list, key: list.uuidString.lowercased())] = row[1]
        }
        return times
    }
}
