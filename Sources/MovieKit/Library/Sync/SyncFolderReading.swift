/// What a sync folder's files hold (``SyncFolder/read(for:today:)``).
struct SyncFolderReading: Sendable {
    /// Every change read, from every file, in the files' order.
    var changes: [SyncChange] = []
    /// The whole lines of this machine's own file after its first: what it writes again.
    var ownLines: [UInt8] = []
    /// Whether this machine's own file is there.
    var ownFileFound = false
    /// Lines refused (hostile, too long, not UTF-8, values the commands refuse), each
    /// `FILE:LINE: why`.
    var refused: [String] = []
    /// What was passed over for now: a line still arriving, a file of a newer format.
    var warnings: [String] = []
}
