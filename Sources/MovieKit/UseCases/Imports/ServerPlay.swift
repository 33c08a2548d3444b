import Foundation

/// One play a media server counted (Jellyfin's `PlayCount`), as an imported viewing stands for
/// it: the server, the user, the item and which play it is. Its viewing's id is made of these
/// (``DerivedViewingID``), so that each play is one viewing however often, and however
/// interrupted, the import runs; a play is never merged with another viewing of its film by
/// its day (``FilmLibrary/importEntries(_:dryRun:)``).
public struct ServerPlay: Sendable, Hashable {
    /// The server: its kind and its own id (`jellyfin:4fe2…`), not its address, which may change.
    public var server: String
    /// The user's id on the server.
    public var user: String
    /// The item's id on the server.
    public var item: String
    /// Which play of the item it is: 1 the first.
    public var number: Int

    public init(server: String, user: String, item: String, number: Int) {
        self.server = server
        self.user = user
        self.item = item
        self.number = number
    }

    /// The id of the viewing this play is.
    public var viewingID: UUID { Self.viewingID(of: number, item: item, user: user, server: server) }

    /// The ids of the viewings of this item's plays up to this one: the viewings an import made
    /// of them, which a viewing logged by hand is told apart from.
    var viewingIDsSoFar: Set<UUID> {
        Set((1...max(number, 1)).map { Self.viewingID(of: $0, item: item, user: user, server: server) })
    }

    private static func viewingID(of number: Int, item: String, user: String, server: String) -> UUID {
        DerivedViewingID.id(ofPlay: number, item: item, user: user, server: server)
    }
}
