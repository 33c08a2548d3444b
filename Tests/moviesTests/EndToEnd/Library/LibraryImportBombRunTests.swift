import Foundation
import MovieAPIServer
import MovieKitTestSupport
import Testing

/// `movies import letterboxd` of a ZIP bomb (issue 41): a file of a megabyte or two holding
/// 250 MB of diary rows, once or twice over. Run with its address space capped at 512 MiB, it
/// refuses the file in one line, exit 65, without unpacking it; the library is untouched.
struct LibraryImportBombRunTests {
    /// The address space `movies` runs in here: several times what an import needs, far less
    /// than unpacking the bomb takes.
    static let addressSpaceKiB = 512 * 1024

    static let header = Array("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n".utf8)
    static let row = Array("2024-01-01,Heat,1995,https://boxd.it/x,4,,,2024-01-01\n".utf8)

    @Test(arguments: [["diary.csv"], ["diary.csv", "watched.csv"]])
    func aZIPBombIsRefusedInOneLineWithoutUnpackingIt(entries: [String]) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.run(["watchlist", "add", "100010", "--offline"]).status == 0)
                let before = runner.libraryBytes()
                let bomb = DeflateBomb(head: Self.header, row: Self.row, count: 250_000_000 / Self.row.count)
                let file = runner.libraryFile.deletingLastPathComponent().appendingPathComponent("letterboxd.zip")
                let zip = makeZIPFile(entries.map { bomb.entry($0) })
                #expect(zip.count < 2_100_000 * entries.count)
                try Data(zip).write(to: file)

                var movies = runner.movies
                movies.prefix = ["sh", "-c", "ulimit -v \(Self.addressSpaceKiB) && exec \"$0\" \"$@\""]
                let refused = try await movies.run(
                    ["import", "letterboxd", file.path, "--timeout", "60"], environment: runner.environment)
                #expect(refused.status == 65, "\(refused.status): \(refused.error.prefix(500))")
                #expect(refused.error.split(separator: "\n").count == 1, "\(refused.error.prefix(500))")
                #expect(
                    refused.error.contains("\(file.path): entry diary.csv unpacks to 238.4 MiB, more than the 64 MiB"))
                #expect(runner.libraryBytes() == before)
                #expect(server.counts().total() == 0)
            }
        }
    }
}
