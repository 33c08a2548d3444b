import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `AccountSyncing` in one call: with no account linked, it says so before it makes a client or
/// opens your library (none is created), for a dry run as for a sync.
@Suite struct AccountSyncingTests {
    @Test(arguments: [AccountSyncing.Request.dryRun, .sync(confirmed: true, waiting: .refuse)])
    func noAccountLinkedMakesNoClientAndCreatesNoLibrary(_ request: AccountSyncing.Request) async throws {
        await withTemporaryFolder { folder in
            let library = folder.appendingPathComponent("library.sqlite").path
            let made = ClientsMade()
            let syncing = AccountSyncing(
                store: TMDBAccountSessionStore(folder: folder.appendingPathComponent("state")),
                library: LibraryFile(path: library) { folder.appendingPathComponent("cache/movies.sqlite") }
            ) { _ in
                made.count += 1
                throw AccountError.unreachable
            }
            await #expect(throws: AccountError.notLinked) { try await syncing.run(request) }
            #expect(made.count == 0)
            #expect(!FileManager.default.fileExists(atPath: library))
        }
    }
}

/// How many clients a sync made.
final class ClientsMade: @unchecked Sendable {
    var count = 0
}
