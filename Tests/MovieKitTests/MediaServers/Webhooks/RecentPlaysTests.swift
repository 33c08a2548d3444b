import Foundation
import MovieKit
import Testing

/// `RecentPlays`: the same film from the same server within 6 hours counts once.
struct RecentPlaysTests {
    private static let start = Date(timeIntervalSince1970: 1_764_900_000)

    private static func play(
        _ source: WebhookSource = .plex, server: String = "server-1", tmdb: Int? = 603, title: String = "The Matrix"
    ) -> WebhookPlay {
        WebhookPlay(
            source: source, serverID: server, userID: "1", title: title, year: 1999, tmdbID: tmdb, imdbID: nil,
            moment: nil)
    }

    @Test func theSameFilmFromTheSameServerWithinSixHoursIsCountedOnce() {
        var recent = RecentPlays()
        #expect(!recent.alreadyCounted(Self.play(), at: Self.start))
        recent.count(Self.play(), at: Self.start)
        #expect(recent.alreadyCounted(Self.play(), at: Self.start))
        #expect(recent.alreadyCounted(Self.play(), at: Self.start.addingTimeInterval(5 * 3_600 + 3_599)))
        #expect(!recent.alreadyCounted(Self.play(), at: Self.start.addingTimeInterval(6 * 3_600)), "a rewatch")
    }

    @Test func anotherFilmOrServerCountsOnItsOwn() {
        var recent = RecentPlays()
        recent.count(Self.play(), at: Self.start)
        #expect(!recent.alreadyCounted(Self.play(tmdb: 604), at: Self.start))
        #expect(!recent.alreadyCounted(Self.play(server: "server-2"), at: Self.start))
        #expect(!recent.alreadyCounted(Self.play(.jellyfin), at: Self.start))
    }

    @Test func aFilmWithoutIdsIsKnownByItsTitleInAnyCase() {
        var recent = RecentPlays()
        recent.count(Self.play(tmdb: nil, title: "The Matrix"), at: Self.start)
        #expect(recent.alreadyCounted(Self.play(tmdb: nil, title: "the matrix"), at: Self.start.addingTimeInterval(60)))
    }

    @Test func aPlayCountedLongAgoIsForgotten() {
        var recent = RecentPlays()
        recent.count(Self.play(), at: Self.start)
        recent.count(Self.play(tmdb: 604), at: Self.start.addingTimeInterval(7 * 3_600))
        #expect(!recent.alreadyCounted(Self.play(), at: Self.start), "forgotten, though within 6 hours of its moment")
    }
}
