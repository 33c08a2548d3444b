import Foundation
import GRDB

/// An entry of the library as a sync through a folder sees it: its film (a viewing's id too), its
/// fields' values (``SyncEntryKind/fields``), and when it last changed.
struct SyncLibraryEntry: Sendable, Hashable {
    var film: LibraryFilm
    var viewing: UUID?
    var values: [String: SyncValue]
    /// When it last changed here, milliseconds since 1970.
    var changedAt: Int64

    /// Every watchlist entry, rating and viewing the library holds, by entry.
    static func all(in db: Database) throws -> [SyncEntryRef: SyncLibraryEntry] {
        var entries: [SyncEntryRef: SyncLibraryEntry] = [:]
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
