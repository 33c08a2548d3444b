/// Your library's edits (a viewing, a rating, a watchlist change) made with ``LibraryEditor`` and
/// told at once to the linked TMDB account (``AccountLink``): the one use case the commands
/// (`watched`, `rate`, `watchlist add|remove`) and the picker's keys call, so that what reaches the
/// account cannot drift between them. The change is your library's first; what could not be told
/// waits for the next `movies account sync`.
public struct LinkedLibraryEditor: Sendable {
    /// The editor of your library.
    public let editor: LibraryEditor
    private let account: AccountLink
    private let offline: Bool

    /// - Parameters:
    ///   - account: the linked account changes are told to.
    ///   - offline: whether the network may not be used (`--offline`): nothing is told.
    public init(editor: LibraryEditor, account: AccountLink, offline: Bool) {
        self.editor = editor
        self.account = account
        self.offline = offline
    }

    /// Makes the edit `make` makes with the editor, then tells the account what of it it keeps:
    /// what the edit did to your library, and what the account was told.
    /// - Throws: what `make` throws; nothing is told then.
    public func edit<Change: AccountKeptChange, Failure: Error>(
        _ make: (LibraryEditor) async throws(Failure) -> Change
    ) async throws(Failure) -> (change: Change, told: AccountTold) {
        let change = try await make(editor)
        return (change, await account.tell(change.accountChanges, of: change.film, offline: offline))
    }
}
