import Foundation
import MovieKit

/// The coming release days of your watchlist's films as an iCalendar file (RFC 5545): one
/// all-day event per release, its `UID` made of the film, the country and the way it comes out
/// (so a calendar subscribed to the file updates an event rather than doubling it), the title in
/// the `SUMMARY`, the film's page on the source's site as its `URL`, stamped `stamp`.
struct ReleaseCalendarICS {
    /// Whose films they are, to name each event's `UID`.
    let source: MovieSource
    /// The country whose release days these are.
    let region: String
    /// When the file is made: every event's `DTSTAMP`.
    let stamp: Date

    func render(_ coming: [WatchlistReleases.Coming]) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//movies//watchlist release calendar//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + ICalendarText.escaped("Watchlist releases (\(region))"),
        ]
        for release in coming { lines += event(release) }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendarText.folded).joined()
    }

    /// What the event of a release says it is: "in cinemas", "digitally".
    static func way(_ kind: FilmRelease.Kind) -> String {
        kind.isCinema ? "in cinemas" : kind == .digital ? "digitally" : kind.name
    }

    private func event(_ coming: WatchlistReleases.Coming) -> [String] {
        let film = coming.film
        let release = coming.release
        let title = film.year.map { "\(film.title) (\($0))" } ?? film.title
        let way = Self.way(release.kind)
        let next = release.day.addingTimeInterval(86_400)
        var description = "\(title) comes out \(way) in \(release.country) on \(APIDate.format(release.day))."
        description += "\nOn your watchlist (movies)."
        var lines = [
            "BEGIN:VEVENT",
            "UID:\(source.rawValue)-\(film.id)-\(release.country)-\(release.kind.name)@movies",
            "DTSTAMP:" + ICalendarText.dateTime(stamp),
            "DTSTART;VALUE=DATE:" + ICalendarText.date(release.day),
            "DTEND;VALUE=DATE:" + ICalendarText.date(next),
            "SUMMARY:" + ICalendarText.escaped("\(title) \(way) (\(release.country))"),
        ]
        if let link = coming.link {
            description += "\n" + link.absoluteString
            lines.append("URL:" + link.absoluteString)
        }
        lines += ["DESCRIPTION:" + ICalendarText.escaped(description), "TRANSP:TRANSPARENT", "END:VEVENT"]
        return lines
    }
}
