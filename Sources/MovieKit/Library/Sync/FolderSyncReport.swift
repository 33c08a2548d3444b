/// What a sync through a folder did (``FilmLibrary/sync(through:machine:today:)``).
public struct FolderSyncReport: Sendable, Equatable {
    /// Changes made here, written to this machine's file.
    public var sent = 0
    /// Changes of other machines taken in (later than what this library held of them).
    public var taken = 0
    /// Entries of this library added, changed and removed by what was taken.
    public var added = 0
    public var changed = 0
    public var removed = 0
    /// Lines refused, each `FILE:LINE: why`; the rest merged.
    public var refused: [String] = []
    /// What was passed over for now (a line still arriving, a file of a newer format).
    public var warnings: [String] = []
}

/// One machine that syncs through a folder, as its changes there say.
public struct SyncedMachine: Sendable, Equatable {
    public var machine: MachineID
    /// The changes of it the folder holds.
    public var changes: Int
    /// Its latest change's time.
    public var latest: HybridLogicalTime
}

/// Where a sync through a folder stands (``FilmLibrary/syncStatus(of:machine:today:)``): nothing
/// is written to read it.
public struct FolderSyncStatus: Sendable, Equatable {
    /// This machine.
    public var machine: MachineID
    /// Every machine whose changes the folder holds, this one among them once it has synced.
    public var machines: [SyncedMachine]
    /// Changes made here that the next sync writes to the folder.
    public var waitingToSend: Int
    /// Changes in the folder that the next sync takes in here.
    public var waitingToTake: Int
    /// When this library last synced, milliseconds since 1970; `nil` before the first.
    public var lastSync: Int64?
    /// Lines refused and what was passed over, as a sync would say them.
    public var refused: [String]
    public var warnings: [String]
}
