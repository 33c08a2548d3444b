import Foundation
import GRDB

/// The viewings of each film and day an import has touched, the first logged first: read once
/// each, then kept up to date as the import adds viewings, so that the N viewings of one film on
/// one day are N steps, not N²/2 rows read. Kept over the import's transactions: in each, a day
/// read in an earlier one is checked by its last viewing (one step of the index), and read again
/// if another process logged a viewing of it since.
struct ImportedViewings {
    private struct FilmDay: Hashable {
        let film: Int64
        let day: String?
    }

    private var ids: [FilmDay: [Int64]] = [:]
    /// The days checked, or read, in the current transaction.
    private var current: Set<FilmDay> = []

    /// Starts a transaction: every day kept is checked again before it is used.
    mutating func beginTransaction() {
        current = []
    }

    /// The viewing at `position` (0 the first logged) of film `film` on `day` (with no day, its
    /// undated ones); `nil` when it has no more than `position`.
    mutating func viewing(_ position: Int, of film: Int64, on day: Date?, in db: Database) throws -> Int64? {
        let key = FilmDay(film: film, day: day.map(APIDate.format))
        if current.insert(key).inserted {
            let stale = try ids[key].map { kept in try kept.last != ViewingRecord.lastID(of: film, on: day, in: db) }
            if stale ?? true { ids[key] = try ViewingRecord.ids(of: film, on: day, in: db) }
        }
        guard let kept = ids[key], position < kept.count else { return nil }
        return kept[position]
    }

    /// Keeps viewing `id`, just added, of film `film` on `day`, as the last of its day.
    mutating func added(_ id: Int64, of film: Int64, on day: Date?) {
        let key = FilmDay(film: film, day: day.map(APIDate.format))
        // A day never read is read whole when asked for.
        if ids[key] != nil { ids[key, default: []].append(id) }
    }

    /// Forgets what it read of film `film`, whose viewings changed otherwise.
    mutating func forget(_ film: Int64) {
        ids = ids.filter { $0.key.film != film }
    }
}
