import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import MovieKit

/// How the work of an import grows with its entries (issue 41): counted in SQLite's statements
/// and in the rows they read, never timed. N viewings of one film on one day once read, for
/// each, every viewing of that day written before it: N²/2 rows.
@Suite struct ImportScalingTests {
    /// What SQLite did on one connection while it was watched.
    final class SQLiteActivity: @unchecked Sendable {
        var statements = 0
        var rows = 0
    }

    /// Counts the statements the library's connection, `writer`, runs and the rows they read,
    /// from now on.
    static func watch(_ writer: DatabaseQueue) -> SQLiteActivity {
        let activity = SQLiteActivity()
        let context = Unmanaged.passRetained(activity).toOpaque()
        writer.writeWithoutTransaction { db in
            let mask = UInt32(SQLITE_TRACE_STMT | SQLITE_TRACE_ROW)
            sqlite3_trace_v2(
                db.sqliteConnection, mask,
                { event, context, _, _ in
                    guard let context else { return 0 }
                    let activity = Unmanaged<SQLiteActivity>.fromOpaque(context).takeUnretainedValue()
                    if event == UInt32(SQLITE_TRACE_STMT) { activity.statements += 1 } else { activity.rows += 1 }
                    return 0
                }, context)
        }
        return activity
    }

    /// `count` viewings of one film on one day, as a Letterboxd diary of identical rows gives them.
    static func sameDay(_ count: Int) -> ImportBatch {
        let film = tmdbFilm(100001, "The Paper Lantern", year: 2016)
        let entry = ImportedEntry(
            film: ImportedFilm(title: "The Paper Lantern", year: 2016, match: .known(film)),
            record: .viewing(
                watchedOn: day("2024-01-01"), markedOn: day("2024-01-01"), rewatch: false, rating: nil, tags: [],
                review: nil))
        return ImportBatch(entries: Array(repeating: entry, count: count))
    }

    /// What importing `batch` twice into a new library takes.
    static func activity(importingTwice batch: ImportBatch) async throws -> SQLiteActivity {
        // The test holds the connection, as GRDB's demo tests hold their database's.
        let writer = try DatabaseQueue(configuration: FilmLibrary.configuration())
        let library = try FilmLibrary(migrating: writer)
        let activity = watch(writer)
        for _ in 1...2 {
            _ = try await LibraryImport(library: library, source: .tmdb) { _ in .unmatched }.run(batch, jobs: 1)
        }
        #expect(try library.diary(of: .tmdb).count == batch.entries.count)
        return activity
    }

    @Test func viewingsOfOneFilmOnOneDayAreWrittenInWorkLinearInTheirNumber() async throws {
        let small = try await Self.activity(importingTwice: Self.sameDay(300))
        let medium = try await Self.activity(importingTwice: Self.sameDay(600))
        let large = try await Self.activity(importingTwice: Self.sameDay(1200))
        // 600 more entries: twice the work of 300 more, whatever does not grow (a first
        // transaction into a new library looks no film up) taken away by the differences.
        let statements = (more: large.statements - medium.statements, fewer: medium.statements - small.statements)
        #expect(statements.more <= 2 * statements.fewer + 100, "\(statements)")
        let rows = (more: large.rows - medium.rows, fewer: medium.rows - small.rows)
        #expect(rows.more <= 2 * rows.fewer + 100, "\(rows) rows read")
        #expect(large.rows <= 10 * 1200, "\(large.rows) rows read for 2 × 1,200 entries")
    }
}
