import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies calendar`, read back with Python's `icalendar` (from PyPI; `make test-packages`
/// installs it), against `movies-api --dialect tmdb`.
struct CalendarRunTests {
    static let keyEnvironment = ["TMDB_API_KEY": TMDBFixtureCredentials.apiKey]

    private func tmdb(_ server: TMDBTestServer) -> [String] {
        ["--source", "tmdb", "--api-url", server.baseURL.absoluteString, "--timeout", "60"]
    }

    /// Reads `file` with `icalendar` and prints each event's UID, start, summary, URL, description
    /// and whether it has a DTSTAMP, as JSON.
    private static let reader = """
        import icalendar, json, sys
        calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
        events = []
        for event in calendar.walk('VEVENT'):
            start = event.decoded('DTSTART')
            events.append({
                'uid': str(event['UID']), 'start': start.isoformat(), 'allDay': type(start).__name__ == 'date',
                'summary': str(event['SUMMARY']), 'url': str(event.get('URL', '')),
                'description': str(event.get('DESCRIPTION', '')), 'stamped': 'DTSTAMP' in event,
            })
        print(json.dumps(events))
        """

    /// The events of the iCalendar file at `file`, as `icalendar` reads them.
    private func events(in file: URL) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.reader, file.path]
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0,
            "python3 could not read the calendar (is icalendar installed? make test-packages installs it): \(complaint)"
        )
        return try #require(try JSONSerialization.jsonObject(with: printed) as? [[String: Any]])
    }

    @Test func exportsTheComingReleaseDaysOfTheWatchlistAsICalendarThatIcalendarReadsBackTheSameTwice() async throws {
        let day = ReleaseDaysRunTests.day
        let changes = TMDBFilmChanges()
        changes.setReleases(
            film: 100_002,
            [
                .init(country: "US", type: 3, day: day(-5)), .init(country: "US", type: 4, day: day(30)),
                .init(country: "DE", type: 3, day: day(12)),
            ])
        changes.setReleases(film: 100_005, [.init(country: "US", type: 2, day: day(9))])
        changes.setReleases(film: 100_006, [.init(country: "US", type: 5, day: day(3))])
        try await withTMDBServer(changes: changes) { server in
            try await withTemporaryFolder { folder in
                let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
                for id in ["100002", "100005", "100006"] {
                    let added = try await movies.run(
                        ["watchlist", "add", id] + tmdb(server), environment: Self.keyEnvironment)
                    #expect(added.status == 0, "\(added.error)")
                }
                let file = folder.appendingPathComponent("films.ics")
                let export = ["calendar", "--region", "US", "--output", file.path] + tmdb(server)
                let first = try await movies.run(export, environment: Self.keyEnvironment)
                #expect(first.status == 0, "\(first.error)")
                #expect(first.error.contains("2 coming release days in US of the 3 films on your watchlist"))

                let raw = try Data(contentsOf: file)
                let text = String(decoding: raw, as: UTF8.self)
                #expect(text.hasSuffix("END:VCALENDAR\r\n"))
                let lines = text.components(separatedBy: "\r\n").dropLast()
                #expect(lines.allSatisfy { $0.utf8.count <= 75 && !$0.contains("\n") })
                #expect(lines.contains { $0.hasPrefix(" ") }, "a long DESCRIPTION is folded")

                let title = try #require(server.catalogue.movies.first { $0.id == 100_002 }?.title)
                let read = try events(in: file)
                #expect(
                    read.map { $0["uid"] as? String } == [
                        "tmdb-100005-US-limited@movies", "tmdb-100002-US-digital@movies",
                    ])
                let digital = try #require(read.last)
                #expect(digital["start"] as? String == day(30))
                #expect(digital["allDay"] as? Bool == true && digital["stamped"] as? Bool == true)
                #expect((digital["summary"] as? String)?.hasPrefix(title) == true, "\(digital)")
                #expect(digital["url"] as? String == "https://www.themoviedb.org/movie/100002")
                #expect(
                    (digital["description"] as? String)?.contains("https://www.themoviedb.org/movie/100002") == true)

                let second = try await movies.run(export, environment: Self.keyEnvironment)
                #expect(second.status == 0, "\(second.error)")
                let again = try events(in: file)
                func unstamped(_ events: [[String: Any]]) -> [String] {
                    events.map { event in
                        ["uid", "start", "summary", "url", "description"].map { "\(event[$0] ?? "")" }
                            .joined(separator: "|")
                    }
                }
                #expect(unstamped(again) == unstamped(read))
            }
        }
    }

    @Test func anEmptyWatchlistExportsAnEmptyCalendarAndTheDemosFilmsAreSkippedAndCounted() async throws {
        try await withTemporaryFolder { folder in
            let movies = MoviesProcess(cache: folder.appendingPathComponent("movies.sqlite"))
            let empty = try await movies.run(["calendar", "--source", "tmdb", "--offline"])
            #expect(empty.status == 0, "\(empty.error)")
            #expect(empty.output.hasPrefix("BEGIN:VCALENDAR\r\n") && empty.output.hasSuffix("END:VCALENDAR\r\n"))
            #expect(!empty.output.contains("BEGIN:VEVENT"))

            #expect(try await movies.run(["watchlist", "add", "1", "--offline"]).status == 0)
            let demo = try await movies.run(["calendar", "--offline"])
            #expect(demo.status == 0, "\(demo.error)")
            #expect(demo.error.contains("1 film on your watchlist skipped"), "\(demo.error)")
        }
    }
}
