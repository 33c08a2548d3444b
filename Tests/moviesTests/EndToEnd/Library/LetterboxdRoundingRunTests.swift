import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies export letterboxd` writes a rating between two of Letterboxd's stars (8.5, 4.25 stars)
/// as the half star above, and says how many it wrote so (issue 44: TMDB's 7.5 stays 7.5 here).
struct LetterboxdRoundingRunTests {
    @Test func theLetterboxdExportSaysHowManyRatingsItWroteToTheNearestHalfStar() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                #expect(try await runner.run(["rate", "100001", "8.5"]).status == 0)
                #expect(try await runner.run(["rate", "100020", "7"]).status == 0)
                let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "letterboxd-\(UUID().uuidString).csv")
                defer { try? FileManager.default.removeItem(at: file) }

                let export = try await runner.run(["export", "letterboxd", "--output", file.path])

                #expect(export.status == 0, "\(export.error)")
                #expect(
                    export.error.contains(
                        "1 rating falls between two of Letterboxd's stars (8.5 is 4.25): written as the half star "
                            + "above (4.5); movies keeps the exact value"), "\(export.error)")
                let written = try String(contentsOf: file, encoding: .utf8)
                #expect(written.contains(",4.5,") && written.contains(",3.5,"), "\(written)")
                #expect(try await runner.entries(["ratings"]).contains { ($0["yourRating"] as? Double) == 8.5 })
            }
        }
    }
}
