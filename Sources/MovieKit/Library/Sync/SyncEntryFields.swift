import Foundation

/// An entry a sync knows: its kind and key (``SyncChange/key``).
struct SyncEntryRef: Sendable, Hashable, Comparable {
    var kind: SyncEntryKind
    var key: String

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.kind.rawValue, lhs.key) < (rhs.kind.rawValue, rhs.key) }

    /// Whether `lhs` comes before `rhs` in `syncField`'s key (entry, key), compared as SQLite's
    /// binary collation compares them (``SQLiteBinaryOrder``).
    static func inKeyOrder(_ lhs: Self, _ rhs: Self) -> Bool {
        if lhs.kind != rhs.kind { return SQLiteBinaryOrder.precedes(lhs.kind.rawValue, rhs.kind.rawValue) }
        return SQLiteBinaryOrder.precedes(lhs.key, rhs.key)
    }

    /// The viewing it is (its key is the viewing's id).
    var viewing: UUID? { kind == .viewing ? UUID(uuidString: key) : nil }

    /// The list it is or is of (its key starts with the list's id).
    var list: UUID? { kind.isOfList ? UUID(uuidString: String(key.prefix(36))) : nil }
}

/// A field's latest value, and the time of the change that set it.
struct SyncFieldState: Sendable, Hashable {
    var value: SyncValue
    var time: HybridLogicalTime

    /// Whether a change to `value` at `time` is later than this one (the same time, by the value,
    /// so that any two copies keep the same one).
    func isOutdated(by time: HybridLogicalTime, value: SyncValue) -> Bool {
        self.time < time || self.time == time && self.value.stored < value.stored
    }
}

/// The fields of one synced entry, each with its latest value and time, and its film (none for a
/// list).
struct SyncEntryFields: Sendable, Hashable {
    var film: LibraryFilm?
    var fields: [String: SyncFieldState] = [:]

    /// Whether the entry is in the library, as the latest change of `present` says.
    var isPresent: Bool { fields[SyncEntryKind.present]?.value == .flag(true) }

    /// The latest time of any field.
    var latest: HybridLogicalTime? { fields.values.map(\.time).max() }

    /// Each field's value, `present` apart.
    var values: [String: SyncValue] {
        fields.filter { $0.key != SyncEntryKind.present }.mapValues(\.value)
    }
}
