import Foundation

/// One play a media server recorded, as an imported viewing stands for it: the server, the user,
/// the item and which play it is (Jellyfin's play number, Plex's history entry). Its viewing's
/// id is made of these (``DerivedViewingID``), so that each play is one viewing however often,
/// and however interrupted, the import runs; a play is never merged with another viewing of its
/// film by its day (``FilmLibrary/importEntries(_:dryRun:)``).
public struct ServerPlay: Sendable, Hashable {
    /// The server: its kind and its own id (`jellyfin:4fe2…`), not its address, which may change.
    public let server: String
    /// The user's id on the server.
    public let user: String
    /// The item's id on the server.
    public let item: String
    /// Which play of the item it is: Jellyfin's number (`3`), Plex's history entry.
    public let key: String
    /// Whether a play of the item came before it.
    public let isRewatch: Bool
    /// The keys of the item's plays the import reads, this one among them: the viewings an
    /// import made of them are told apart from one logged by hand.
    let itemKeys: [String]
    /// The id of the viewing this play is, made once: an import asks for it several times a play.
    public let viewingID: UUID

    /// Play `number` (1 the first) of a server that counts an item's plays (Jellyfin's `PlayCount`).
    public init(server: String, user: String, item: String, number: Int) {
        self.init(
            server: server, user: user, item: item, key: String(number),
            itemKeys: (1...max(number, 1)).map(String.init), isRewatch: number > 1)
    }

    /// The play a server names `key` (Plex's history entry), one of the item's plays `itemKeys`.
    public init(server: String, user: String, item: String, key: String, itemKeys: [String], isRewatch: Bool) {
        self.server = server
        self.user = user
        self.item = item
        self.key = key
        self.itemKeys = itemKeys
        self.isRewatch = isRewatch
        viewingID = DerivedViewingID.id(ofPlay: key, item: item, user: user, server: server)
    }

    /// The ids of the viewings of the item's plays the import knows: the viewings an import made
    /// of them, which a viewing logged by hand is told apart from.
    var viewingIDsOfItem: Set<UUID> {
        var ids = Set(
            itemKeys.lazy.filter { $0 != key }.map {
                DerivedViewingID.id(ofPlay: $0, item: item, user: user, server: server)
            })
        ids.insert(viewingID)
        return ids
    }

    /// Hashes the viewing's id alone, which the play's other parts make: equal plays have equal ids.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(viewingID)
    }
}
