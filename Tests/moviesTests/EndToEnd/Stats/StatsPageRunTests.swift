import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies stats --output` (issue 45): the page rendered by a real browser, headless Chromium
/// from Debian (the README's test command installs it): the DOM it builds holds each chart and
/// figure, its screenshot is not blank, and a title with markup shows as text, never running.
@Suite(.enabled(if: StatsBrowser.chromium != nil))
struct StatsPageRunTests {
    /// A film the export names whose title is markup: kept unmatched, under the title the file gives.
    static let scriptTitle = "<script>document.title='pwned'</script>"

    /// The fixture Letterboxd export with one more viewing, of a film titled ``scriptTitle``, in
    /// 2024: its folder, in `folder`.
    static func export(in folder: URL) throws -> URL {
        let copy = folder.appendingPathComponent("letterboxd")
        try FileManager.default.copyItem(at: ImportFixtures.letterboxdFolder, to: copy)
        let diary = copy.appendingPathComponent("diary.csv")
        var text = try String(contentsOf: diary, encoding: .utf8)
        if !text.hasSuffix("\n") { text += "\n" }
        text += "2024-06-02,\"\(scriptTitle)\",2020,https://boxd.it/zZ9x,5,,,2024-06-01\n"
        try text.write(to: diary, atomically: true, encoding: .utf8)
        return copy
    }

    /// Runs `body` with a library of ``export(in:)`` whose 2024 facts are fetched and the poster of
    /// film 100002 kept, and a folder for pages.
    private func withYear(_ body: (LibraryRunner, URL) async throws -> Void) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                try await withTemporaryFolder { folder in
                    let imported = try await runner.ask(["import", "letterboxd", try Self.export(in: folder).path])
                    #expect(imported.status == 0, "\(imported.error)")
                    let poster = try await runner.ask(
                        ["poster", "100002", "--size", "w185", "--output", folder.appendingPathComponent("p.jpg").path])
                    #expect(poster.status == 0, "\(poster.error)")
                    let fetched = try await runner.ask(["stats", "--year", "2024", "--format", "json"])
                    #expect(fetched.status == 0, "\(fetched.error)")
                    try await body(runner, folder)
                }
            }
        }
    }

    private func page(_ runner: LibraryRunner, in folder: URL, _ extra: [String] = []) async throws -> URL {
        let file = folder.appendingPathComponent("year.html")
        let run = try await runner.run(["stats", "--year", "2024", "--offline", "--output", file.path] + extra)
        #expect(run.status == 0, "\(run.error)")
        return file
    }

    @Test func theBrowsersDOMHoldsEveryChartAndFigureAndTheMarkupTitleAsText() async throws {
        try await withYear { runner, folder in
            let file = try await page(runner, in: folder)
            let dom = try StatsBrowser.dom(of: file, profile: folder.appendingPathComponent("profile"))
            for chart in [
                "byMonth", "ratings", "directors", "actors", "actorsBest", "genres", "decades", "countries",
                "languages", "weekdays",
            ] {
                #expect(dom.contains("data-chart=\"\(chart)\""), "no chart \(chart)")
            }
            for (figure, value) in [
                ("films", "6"), ("viewings", "6"), ("rewatches", "1"), ("minutes", "9 h 18 min"),
                ("averageRating", "7.6"), ("longestRun", "2"), ("busiestWeekday", "Saturday"),
            ] {
                #expect(dom.contains("data-figure=\"\(figure)\">\(value)<"), "figure \(figure) is not \(value)")
            }
            #expect(dom.contains("<title>Your 2024 in film</title>"), "the page's script ran, or it has no title")
            #expect(dom.contains("&lt;script&gt;document.title='pwned'&lt;/script&gt;"))
            #expect(!dom.contains("<script"))
            #expect(dom.contains("src=\"data:image/jpeg;base64,"))
        }
    }

    @Test func thePageFetchesNothingAndLeavesPostersOutWhenAsked() async throws {
        try await withYear { runner, folder in
            let html = try String(contentsOf: try await page(runner, in: folder, ["--no-posters"]), encoding: .utf8)
            #expect(!html.contains("data:image/jpeg"))
            #expect(!html.contains("<script"))
            for fetching in ["src=\"http", "href=", "url(", "@import", "<link", "<iframe", "<object"] {
                #expect(!html.contains(fetching), "the page would fetch: \(fetching)")
            }
            #expect(html.contains("prefers-color-scheme:dark") && html.contains("@media print"))
        }
    }

    @Test func theScreenshotOfThePageIsNotBlank() async throws {
        try await withYear { runner, folder in
            let file = try await page(runner, in: folder)
            let colours = try StatsBrowser.screenshotColours(
                of: file, profile: folder.appendingPathComponent("profile"),
                to: folder.appendingPathComponent("year.png"))
            #expect(colours > 50, "the screenshot has \(colours) colours")
        }
    }
}
