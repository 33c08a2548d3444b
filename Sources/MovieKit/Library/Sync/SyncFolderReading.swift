/// What a sync folder's files hold (``SyncFolder/read(for:today:)``).
struct SyncFolderReading: Sendable {
    /// Every change read, from every file, in the files' order.
    var changes: [SyncChange] = []
    /// The whole lines of this machine's change file after its first: what it writes again.
    var ownChangeLines: [SyncOwnLine] = []
    /// The whole lines of this machine's snapshot after its first.
    var ownSnapshotLines: [SyncOwnLine] = []
    /// Whether this machine's change file is there.
    var ownFileFound = false
    /// Lines refused (hostile, too long, not UTF-8, values the commands refuse), each
    /// `FILE:LINE: why`.
    var refused: [String] = []
    /// What was passed over for now: a line still arriving, a file of a newer format.
    var warnings: [String] = []
}

/// A whole line of one of this machine's own files (its change file or its snapshot), its end
/// included, and the change it holds: `nil` for a line this `movies` refused, kept as it is.
struct SyncOwnLine: Sendable, Hashable {
    var bytes: [UInt8]
    var change: SyncChange?

    init(bytes: [UInt8], change: SyncChange?) {
        self.bytes = bytes
        self.change = change
    }

    /// The line that sends `change`.
    init(sending change: SyncChange) {
        self.init(bytes: change.line, change: change)
    }
}
