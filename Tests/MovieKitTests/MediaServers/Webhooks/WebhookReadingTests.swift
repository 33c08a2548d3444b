import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `WebhookReading.read`: what Plex's and Jellyfin's webhooks say, a play of a film to its end or
/// something left out, and a body that does not read refused in words.
struct WebhookReadingTests {
    private static func plex(
        _ body: Data, contentType: String? = WebhookPayloads.plexContentType
    ) throws
        -> WebhookReading
    {
        try WebhookReading.read(body, from: .plex, contentType: contentType)
    }

    private static func jellyfin(_ body: Data) throws -> WebhookReading {
        try WebhookReading.read(body, from: .jellyfin, contentType: "application/json")
    }

    @Test func aPlexScrobbleOfAFilmIsAPlayByItsGuidsAccountAndServer() throws {
        let body = WebhookPayloads.plex(
            event: "media.scrobble", title: "The Matrix", year: 1999, tmdb: 603, imdb: "tt0133093", account: 42,
            lastViewedAt: 1_764_900_000)
        #expect(
            try Self.plex(body)
                == .play(
                    WebhookPlay(
                        source: .plex, serverID: "plex-server-uuid-1", userID: "42", title: "The Matrix", year: 1999,
                        tmdbID: 603, imdbID: "tt0133093", moment: Date(timeIntervalSince1970: 1_764_900_000))))
    }

    @Test(arguments: ["media.play", "media.stop", "media.pause", "media.resume", "library.new"])
    func aPlexEventOtherThanAScrobbleIsLeftOut(_ event: String) throws {
        let body = WebhookPayloads.plex(event: event, title: "The Matrix", year: 1999, tmdb: 603)
        #expect(try Self.plex(body) == .notAPlay("\(event), not a play to its end"))
    }

    @Test(arguments: ["episode", "track"])
    func aPlexScrobbleOfAnEpisodeOrASongIsLeftOut(_ type: String) throws {
        let body = WebhookPayloads.plex(event: "media.scrobble", type: type, title: "Pilot", year: 2016)
        #expect(try Self.plex(body) == .notAPlay("\(type), not a film"))
    }

    @Test func aPlexFormWithoutItsPayloadOrNotAFormOrNotJSONIsRefusedInWords() throws {
        let scrobble = WebhookPayloads.plex(event: "media.scrobble", title: "The Matrix", year: 1999)
        #expect(throws: WebhookPayloadError("the body is not multipart/form-data, as Plex sends")) {
            try Self.plex(scrobble, contentType: "application/json")
        }
        #expect(throws: WebhookPayloadError("the form names no boundary")) {
            try Self.plex(scrobble, contentType: "multipart/form-data")
        }
        #expect(throws: WebhookPayloadError("the form has no payload part")) {
            try Self.plex(Data("--\(WebhookPayloads.plexBoundary)--\r\n".utf8))
        }
        #expect(throws: WebhookPayloadError("the payload is not a JSON object")) {
            try Self.plex(WebhookPayloads.plexForm(payload: Data("{\"event\": ".utf8)))
        }
        #expect(throws: WebhookPayloadError("the payload has no Metadata")) {
            try Self.plex(WebhookPayloads.plexForm(payload: Data(#"{"event": "media.scrobble"}"#.utf8)))
        }
    }

    @Test func aJellyfinStopOfAFilmPlayedToItsEndIsAPlayOnItsMomentToTheTenMillionthOfASecond() throws {
        let body = WebhookPayloads.jellyfin(
            name: "The Matrix", year: 1999, tmdb: "603", imdb: "tt0133093", user: "5f1c-00aa",
            moment: "2026-12-04T23:30:00.0000000Z")
        let play = WebhookPlay(
            source: .jellyfin, serverID: "jellyfin-server-1", userID: "5f1c-00aa", title: "The Matrix", year: 1999,
            tmdbID: 603, imdbID: "tt0133093", moment: try Date("2026-12-04T23:30:00Z", strategy: .iso8601))
        #expect(try Self.jellyfin(body) == .play(play))
        #expect(play.isOf(user: "5F1C00AA"), "a user's id with dashes or without, in any case, is the same")
        #expect(!play.isOf(user: "5f1c00ab"))
    }

    @Test func aJellyfinTemplateThatWritesNumbersAndFlagsAsTextReadsTheSame() throws {
        let body = WebhookPayloads.jellyfin(
            name: "The Matrix", year: 1999, tmdb: "603", ["Year": "1999", "PlayedToCompletion": "True"])
        guard case .play(let play) = try Self.jellyfin(body) else {
            Issue.record("not a play")
            return
        }
        #expect(play.year == 1999)
        #expect(play.tmdbID == 603)
        #expect(play.imdbID == nil, "an empty Provider_imdb is none")
    }

    @Test func aJellyfinStartAnEpisodeASongOrAStopBeforeTheEndIsLeftOut() throws {
        let film = { (fields: [String: Any]) in WebhookPayloads.jellyfin(name: "The Matrix", year: 1999, fields) }
        #expect(
            try Self.jellyfin(film(["NotificationType": "PlaybackStart"]))
                == .notAPlay("PlaybackStart, not the end of a play"))
        #expect(try Self.jellyfin(film(["ItemType": "Episode"])) == .notAPlay("Episode, not a film"))
        #expect(try Self.jellyfin(film(["ItemType": "Audio"])) == .notAPlay("Audio, not a film"))
        #expect(try Self.jellyfin(film(["PlayedToCompletion": false])) == .notAPlay("stopped before the end"))
    }

    @Test func aJellyfinBodyThatIsNotItsWebhookIsRefusedInWords() throws {
        #expect(throws: WebhookPayloadError("the body is not a JSON object")) {
            try Self.jellyfin(Data("[1, 2]".utf8))
        }
        #expect(throws: WebhookPayloadError("the body has no NotificationType: is it Jellyfin's webhook?")) {
            try Self.jellyfin(Data(#"{"Name": "The Matrix"}"#.utf8))
        }
        #expect(throws: WebhookPayloadError("the film has no Name")) {
            try Self.jellyfin(WebhookPayloads.jellyfin(name: "  ", year: 1999))
        }
    }

    @Test func aTitleIsCutAndAnIdThatIsNoIdIsNone() throws {
        let body = WebhookPayloads.jellyfin(
            name: String(repeating: "a", count: 5_000), year: 1999, tmdb: "-3", imdb: "tt12; rm -rf")
        guard case .play(let play) = try Self.jellyfin(body) else {
            Issue.record("not a play")
            return
        }
        #expect(play.title.count == 300)
        #expect(play.tmdbID == nil)
        #expect(play.imdbID == nil)
    }
}
