import Foundation
import GRDB

/// An entry of the library as a sync through a folder sees it: its film (a viewing's id too, a
/// list's id), its fields' values (``SyncEntryKind/fields``), and when it last changed.
struct SyncLibraryEntry: Sendable, Hashable {
    /// The film; `nil` for a list.
    var film: LibraryFilm?
    var viewing: UUID?
    var list: UUID?
    var values: [String: SyncValue]
    /// When it last changed here, milliseconds since 1970.
    var changedAt: Int64

    /// Every watchlist entry, rating, viewing, list and film on a list the library holds, by
    /// entry; the films on a list keyed as `ledger` keeps them where their order is unchanged
    /// (``SyncOrderKey/keys(of:)``).
    static func all(in db: Database, ledger: [SyncEntryRef: SyncEntryFields]) throws -> [SyncEntryRef: SyncLibraryEntry]
    {
        var entries = try lists(in: db, ledger: ledger)
        func changed(_ date: Date?) -> Int64 { date.map(LibraryTime.milliseconds) ?? 0 }
        for entry in try WatchlistEntryRecord.entries(recordedAfter: Int64.min, in: db) {
            entries[SyncEntryRef(kind: .watchlist, key: SyncChange.key(of: entry.film))] = SyncLibraryEntry(
                film: entry.film, values: ["added": .text(APIDate.format(entry.added))],
                changedAt: changed(entry.changedAt))
        }
        for rating in try RatingRecord.entries(recordedAfter: Int64.min, in: db) {
            entries[SyncEntryRef(kind: .rating, key: SyncChange.key(of: rating.film))] = SyncLibraryEntry(
                film: rating.film,
                values: ["rating": .number(rating.rating.value), "ratedOn": .text(APIDate.format(rating.ratedOn))],
                changedAt: changed(rating.changedAt))
        }
        for viewing in try ViewingRecord.viewings(recordedAfter: Int64.min, in: db) {
            guard let id = viewing.id else { continue }
            entries[SyncEntryRef(kind: .viewing, key: id.uuidString.lowercased())] = SyncLibraryEntry(
                film: viewing.film, viewing: id, values: values(of: viewing), changedAt: changed(viewing.changedAt))
        }
        return entries
    }

    /// The fields of `viewing`.
    static func values(of viewing: Viewing) -> [String: SyncValue] {
        [
            "watchedOn": .optional(viewing.watchedOn.map(APIDate.format)),
            "markedOn": .text(APIDate.format(viewing.markedOn)), "rewatch": .flag(viewing.rewatch),
            "rating": viewing.rating.map { .number($0.value) } ?? .null, "tags": .texts(viewing.tags),
            "review": .optional(viewing.review),
        ]
    }
}
