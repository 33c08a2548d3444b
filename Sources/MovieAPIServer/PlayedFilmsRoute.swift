import Foundation
import Hummingbird

/// What a media-server fixture's `POST /_DIALECT/played-films?count=&tmdb=&at=` asks for: `count`
/// films known by TMDB ids from `tmdb` on, each played once at `at` (the bench's library of many
/// plays). The Jellyfin, Plex and Kodi fixtures each add them their own way.
struct PlayedFilmsRoute {
    let count: Int
    let firstTMDBID: Int
    let moment: Date

    /// What `request` asks; `nil` when `count`, `tmdb` or `at` is missing or does not read.
    init?(_ request: Request) {
        let query = request.uri.queryParameters
        guard let count = query["count"].flatMap({ Int($0) }), count >= 0,
            let firstTMDBID = query["tmdb"].flatMap({ Int($0) }), let moment = Self.playMoment(in: request)
        else { return nil }
        (self.count, self.firstTMDBID, self.moment) = (count, firstTMDBID, moment)
    }

    /// The moment `at=` names (`2026-11-21T06:30:00Z`), as the fixtures' play routes take it.
    static func playMoment(in request: Request) -> Date? {
        request.uri.queryParameters["at"].flatMap { try? Date(String($0), strategy: .iso8601) }
    }

    /// Each film to add: its title and TMDB id.
    var films: [(title: String, tmdb: Int)] {
        (firstTMDBID..<firstTMDBID + count).map { ("Film \($0)", $0) }
    }
}
