/// The kinds of entry a sync through a folder carries, and the fields of each, which change apart:
/// each field of an entry is taken from the latest change that set it (``HybridLogicalTime``).
/// `present` says whether the entry is in the library (`false`: removed, its tombstone; a list
/// removed is deleted as `list delete` does, restorable).
enum SyncEntryKind: String, Sendable, Hashable, Codable, CaseIterable {
    case watchlist
    case rating
    case viewing
    /// One of your lists, by the id it keeps on every machine.
    case list
    /// A film on one of your lists: its position key (``SyncOrderKey``), the list's films ordered
    /// by them, and whether it is on it.
    case listEntry

    /// Whether the entry is in the library: the field an add sets true and a removal false.
    static let present = "present"

    /// The fields of an entry of this kind, `present` apart: an add carries every one.
    /// Whether an entry of this kind is of a list, and names it (``SyncChange/list``).
    var isOfList: Bool { self == .list || self == .listEntry }

    var fields: [String] {
        switch self {
        case .watchlist: ["added"]
        case .rating: ["rating", "ratedOn"]
        case .viewing: ["watchedOn", "markedOn", "rewatch", "rating", "tags", "review"]
        case .list: ["name", "description", "ranked"]
        case .listEntry: ["position"]
        }
    }
}
