import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// Fields of others' exports that are out of range: each refused as one error naming the file and
/// the line, never a crash (issue 57, item 3).
struct ExportFieldRefusalTests {
    /// A Letterboxd export folder holding `files`, read.
    private func readLetterboxd(_ files: [String: String]) async throws -> ImportBatch {
        try await withTemporaryFolder { folder in
            for (name, text) in files {
                let file = folder.appendingPathComponent(name)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
            return try LetterboxdExport.read(at: folder)
        }
    }

    private static func list(year: String) -> String {
        "Letterboxd list export v7\r\nDate,Name,Tags,URL,Description\r\n2024-09-01,Mine,,https://boxd.it/x,\r\n\r\n"
            + "Position,Name,Year,URL,Description\r\n1,Little Comet,2016,https://boxd.it/a,\r\n"
            + "2,The Winter War,\(year),https://boxd.it/b,\r\n"
    }

    @Test(arguments: ["abc", "1850", "2100", "99999", "-2016", "9223372036854775808"])
    func aLetterboxdListsBadYearIsRefusedWithItsFileAndLine(year: String) async throws {
        let error = try await #require(throws: ImportFileError.self) {
            try await readLetterboxd(["lists/a.csv": Self.list(year: year)])
        }
        #expect(error.file.hasSuffix("a.csv"))
        #expect(error.line == 7)
        #expect(error.reason.contains("Year"), "\(error.reason)")
    }

    @Test func aLetterboxdListsGoodYearsRead() async throws {
        let batch = try await readLetterboxd(["lists/a.csv": Self.list(year: "2008")])
        #expect(batch.entries.map(\.film.year) == [2016, 2008])
    }

    @Test func aTitleLongerThanAnyFilmsIsRefusedWithItsFileAndLine() async throws {
        let long = String(repeating: "Dune ", count: 4_000)
        let error = try await #require(throws: ImportFileError.self) {
            try await readLetterboxd([
                "watchlist.csv": "Date,Name,Year,Letterboxd URI\n2024-05-19,Saltwater,2019,https://boxd.it/c\n"
                    + "2024-05-20,\(long),2021,https://boxd.it/d\n"
            ])
        }
        #expect(error.file.hasSuffix("watchlist.csv") && error.line == 3)
        #expect(error.reason.contains("longer than any film's title"), "\(error.reason.prefix(200))")
        #expect(error.reason.count < 300)
    }

    @Test func aNetflixTitleLongerThanAnyFilmsIsRefused() throws {
        let long = String(repeating: "x", count: 20_000)
        let file = try CSVFile(
            bytes: Array("Title,Date\n\"Saltwater\",\"1/4/25\"\n\"\(long)\",\"1/5/25\"\n".utf8),
            name: "NetflixViewingHistory.csv")
        let error = #expect(throws: ImportFileError.self) { try NetflixExport.history(in: file) }
        #expect(error?.line == 3)
    }

    @Test(arguments: ["0", "-3", "11.5", "\"11\"", "9223372036854775807"])
    func aTraktIdThatIsNoFilmsIsRefused(id: String) async throws {
        let text = """
            [{"watched_at": "2025-03-01T20:00:00.000Z", "type": "movie",
              "movie": {"title": "Star Wars", "year": 1977, "ids": {"tmdb": \(id)}}}]
            """
        let error = try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("watched-history.json")
            try Data(text.utf8).write(to: file)
            return #expect(throws: ImportFileError.self) { try TraktExport.read(at: file) }
        }
        #expect(error?.reason.contains("is not a film's id") == true, "\(String(describing: error))")
    }

    @Test func aTraktIdThatIsAFilmsReads() async throws {
        let text = """
            [{"watched_at": "2025-03-01T20:00:00.000Z", "type": "movie",
              "movie": {"title": "Star Wars", "year": 1977, "ids": {"tmdb": 11}}}]
            """
        let batch = try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("watched-history.json")
            try Data(text.utf8).write(to: file)
            return try TraktExport.read(at: file)
        }
        #expect(batch.entries.map(\.film.match) == [.ids(tmdb: 11, imdb: nil)])
    }

    @Test(arguments: [
        "3000000000000000:00:00", "9223372036854775807:00:00", "01:99999999999999999:00", "-1:00:00", "01:60:00",
        "01:00:60", "1::00",
    ])
    func aNetflixDurationOutOfRangeIsNoDuration(duration: String) {
        #expect(NetflixExport.seconds(duration) == nil)
    }

    @Test(arguments: [("01:40:00", 6000.0), ("00:00:25", 25.0), ("100:00:00", 360_000.0)])
    func aNetflixDurationIsItsSeconds(duration: String, seconds: Double) {
        #expect(NetflixExport.seconds(duration) == seconds)
    }
}
