import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `movies news` in one call: each film's page asked again unless offline, then the report of
/// what the cache holds.
struct WatchlistNewsLookTests {
    private let news = WatchlistNews(entries: [
        WatchlistEntry(film: UseCaseFilms.kept(UseCaseFilms.bladeRunner), added: day("2026-01-03")),
        WatchlistEntry(film: UseCaseFilms.kept(UseCaseFilms.saltwater1999), added: day("2026-01-04")),
    ])

    private func look(offline: Bool) async throws -> (source: InProcessSource, report: WatchlistNews.Report) {
        let source = UseCaseFilms.source()
        let (report, failed) = try await news.look(
            service: try .over(source), offline: offline, region: "US", services: .any, since: nil,
            now: day("2026-11-20"))
        #expect(failed == 0)
        return (source, report)
    }

    @Test func onlineEachFilmOnTheWatchlistIsAskedAgainBeforeTheReport() async throws {
        let (source, report) = try await look(offline: false)
        #expect(source.requests == 2)
        #expect(report.onWatchlist == 2 && report.skipped == 0)
    }

    @Test func offlineTheSourceIsAskedNothingAndTheReportIsTheCaches() async throws {
        let (source, report) = try await look(offline: true)
        #expect(source.requests == 0)
        #expect(report.onWatchlist == 2 && report.changes.isEmpty)
    }
}
