import Foundation
import Testing

@testable import MovieKit

/// The ids ``DerivedViewingID`` makes, pinned: a library's viewings and the plays an import
/// wrote are known by them, so the same facts must give the same id in every release.
@Suite struct DerivedViewingIDTests {
    @Test func aJellyfinPlayKeepsTheIdItWasFirstGiven() {
        let play = ServerPlay(server: "jellyfin:server-1", user: "user-1", item: "item-1", number: 3)
        #expect(play.viewingID == UUID(uuidString: "7CFB8D6D-AD29-8CC3-97AC-C9433CA2C767"))
    }

    @Test func aPlexHistoryEntryKeepsTheIdItWasFirstGiven() {
        let play = ServerPlay(
            server: "plex:machine-9", user: "42", item: "1234", key: "h-77", itemKeys: ["h-77"], isRewatch: false)
        #expect(play.viewingID == UUID(uuidString: "A778A04E-8FE2-8B1B-968B-6F2458C2AD59"))
    }

    @Test func theIdsOfAPlaysItemAreThoseOfEachOfItsPlays() {
        let third = ServerPlay(server: "jellyfin:server-1", user: "user-1", item: "item-1", number: 3)
        let ids = (1...3).map {
            ServerPlay(server: "jellyfin:server-1", user: "user-1", item: "item-1", number: $0).viewingID
        }
        #expect(third.viewingIDsOfItem == Set(ids))
    }

    @Test func aDatedViewingOfAFilmKnownByIdKeepsTheIdItWasFirstGiven() {
        let id = DerivedViewingID.id(
            of: tmdbFilm(603, "The Matrix", year: 1999), watchedOn: "2026-11-21", occurrence: 1)
        #expect(id == UUID(uuidString: "85F75E6A-826B-8706-8A9D-C559C5A3374F"))
    }

    @Test func anUndatedViewingOfAFilmKnownByTitleKeepsTheIdItWasFirstGiven() {
        let id = DerivedViewingID.id(
            source: "tmdb", sourceID: nil, title: "The Paper Lantern", year: 2016, watchedOn: nil, occurrence: 0)
        #expect(id == UUID(uuidString: "DF836336-A728-8DE8-88FD-96A7F99C5786"))
    }
}
