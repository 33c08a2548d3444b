import Foundation

/// The plays a library already holds, which an import reads a server back to and no further
/// (servers are asked newest first): a play whose viewing is in your diary, or was recorded as
/// removed (a play found to be a viewing logged by hand is recorded so too). Every play older
/// than one of them was read by the import that wrote it, since an import writes all it read in
/// one transaction or nothing.
public struct KnownPlays: Sendable {
    private let knownIDs: @Sendable ([UUID]) -> Set<UUID>
    /// Whether no play can be known: the library holds no viewing, nor one removed (a first
    /// import into it), so that every page of a server is read and may be asked ahead
    /// (``MediaServerPaging``). A library with viewings logged by hand says no: its pages are
    /// read one at a time, as a later import's.
    public let holdsNone: Bool

    /// None known: every page is read.
    public static let none = KnownPlays(holdsNone: true) { _ in [] }

    /// The plays `library` holds. A library that cannot be read knows none: the import then
    /// reads the server whole, and its write says what is wrong.
    public init(in library: FilmLibrary) {
        self.init(holdsNone: (try? library.holdsNoViewing()) ?? false) { ids in
            (try? library.knownViewingIDs(among: ids)) ?? []
        }
    }

    private init(holdsNone: Bool, _ knownIDs: @escaping @Sendable ([UUID]) -> Set<UUID>) {
        self.holdsNone = holdsNone
        self.knownIDs = knownIDs
    }

    /// Those of `plays` the library holds.
    public func known(among plays: [ServerPlay]) -> Set<ServerPlay> {
        guard !plays.isEmpty else { return [] }
        let ids = knownIDs(plays.map(\.viewingID))
        return Set(plays.filter { ids.contains($0.viewingID) })
    }

    /// Whether the library holds one of `plays`.
    public func holdsAny(of plays: [ServerPlay]) -> Bool {
        // The library answers with ids among those it is asked for.
        !plays.isEmpty && !knownIDs(plays.map(\.viewingID)).isEmpty
    }
}
