/// The kinds of entry a sync through a folder carries, and the fields of each, which change apart:
/// each field of an entry is taken from the latest change that set it (``HybridLogicalTime``).
/// `present` says whether the entry is in the library (`false`: removed, its tombstone).
enum SyncEntryKind: String, Sendable, Hashable, Codable, CaseIterable {
    case watchlist
    case rating
    case viewing

    /// Whether the entry is in the library: the field an add sets true and a removal false.
    static let present = "present"

    /// The fields of an entry of this kind, `present` apart: an add carries every one.
    var fields: [String] {
        switch self {
        case .watchlist: ["added"]
        case .rating: ["rating", "ratedOn"]
        case .viewing: ["watchedOn", "markedOn", "rewatch", "rating", "tags", "review"]
        }
    }
}
