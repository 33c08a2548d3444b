import GRDB
import GRDBSQLite

/// The film rows one import transaction wrote, kept while the transaction began in a library
/// that held no film (a first import into a new library): every row of the table is then one it
/// inserted, so looking a film's row up (``FilmRecord/rememberImported(_:as:recordedAt:namedBySource:rows:in:)``)
/// is answered here without asking SQLite. In any other library it knows nothing, and every
/// look-up is SQLite's.
struct NewLibraryFilmRows {
    private struct MatchedFilm: Hashable {
        let source: MovieSource
        let id: Int
    }

    /// Whether the transaction began with no film row: only then is what follows every row.
    private(set) var holdsEveryRow: Bool
    /// The rows of the films matched (with the source's id), by source and id.
    private var matched: [MatchedFilm: Int64] = [:]
    /// Whether a row of a film not matched was inserted: those are looked up by SQLite.
    private var holdsUnmatched = false

    /// Knows nothing: every look-up is SQLite's.
    static let unknown = NewLibraryFilmRows(holdsEveryRow: false)

    private init(holdsEveryRow: Bool) {
        self.holdsEveryRow = holdsEveryRow
    }

    /// The rows a transaction that has just begun in `db` will write, ready to be looked up in
    /// when the library holds no film yet.
    init(beginningIn db: Database) throws {
        let empty = try db.firstRow("SELECT NOT EXISTS (SELECT 1 FROM film)") { sqlite3_column_int($0, 0) != 0 }
        self.init(holdsEveryRow: empty ?? false)
    }

    /// The row of the film of `source` and `id`, when this knows it is there or is not (`.some(nil)`);
    /// `nil` when SQLite must be asked.
    func row(source: MovieSource, id: Int) -> Int64?? {
        guard holdsEveryRow else { return nil }
        return .some(matched[MatchedFilm(source: source, id: id)])
    }

    /// Whether this knows that the library holds no film kept unmatched (without the source's id).
    var holdsNoUnmatchedFilm: Bool { holdsEveryRow && !holdsUnmatched }

    /// Keeps row `row`, just inserted or given the source's id `id`, of a film of `source`
    /// (`id` `nil`: one kept unmatched).
    mutating func wrote(_ row: Int64, source: MovieSource, id: Int?) {
        guard holdsEveryRow else { return }
        if let id {
            matched[MatchedFilm(source: source, id: id)] = row
        } else {
            holdsUnmatched = true
        }
    }
}
