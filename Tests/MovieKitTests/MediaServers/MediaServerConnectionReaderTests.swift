import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// The reader a saved connection makes (`movies import jellyfin|plex|kodi`): its own kind's,
/// with the connection's address and secret, reading the user linked; a Kodi connection whose
/// device zone does not read is refused with a line that says what to do.
struct MediaServerConnectionReaderTests {
    @Test func aJellyfinConnectionReadsTheLinkedUsersPlaysAsItsDevice() throws {
        let reader = try Self.connection(.jellyfin).playReader(over: StubTransport(body: "{}"), logger: nil)
        let plays = try #require(reader as? JellyfinPlays)
        #expect(plays.userID == "u1")
        #expect(plays.client.deviceID == "device-1")
        #expect(plays.client.token == "secret")
        #expect(plays.client.serverURL == Self.serverURL)
    }

    @Test func aPlexConnectionReadsTheLinkedAccountsPlays() throws {
        let reader = try Self.connection(.plex).playReader(over: StubTransport(body: "{}"), logger: nil)
        let plays = try #require(reader as? PlexPlays)
        #expect(plays.accountID == "u1")
        #expect(plays.client.serverURL == Self.serverURL)
    }

    @Test(arguments: ["Pacific/Auckland", nil])
    func aKodiConnectionLogsInAsItsUserInTheDevicesZone(zone: String?) throws {
        let reader = try Self.connection(.kodi, zone: zone).playReader(over: StubTransport(body: "{}"), logger: nil)
        let plays = try #require(reader as? KodiPlays)
        #expect(plays.client.user == "viewer")
        #expect(plays.client.serverURL == Self.serverURL)
    }

    @Test func aKodiConnectionWhoseZoneDoesNotReadIsRefusedWithWhatToDo() throws {
        let connection = try Self.connection(.kodi, zone: "Mars/Olympus_Mons")
        #expect(throws: MediaServerError.unreadableZone(kind: .kodi)) {
            try connection.playReader(over: StubTransport(body: "{}"), logger: nil)
        }
        #expect(
            MediaServerError.unreadableZone(kind: .kodi).description
                == "the Kodi connection's time zone does not read; run `movies connect kodi URL` again")
    }

    static let serverURL = URL(string: "http://media.test:8096/")

    static func connection(_ kind: MediaServerConnection.Kind, zone: String? = nil) throws -> MediaServerConnection {
        MediaServerConnection(
            kind: kind, serverURL: try #require(serverURL), serverName: "media", userID: "u1", userName: "viewer",
            token: "secret", deviceID: "device-1", timeZone: zone)
    }
}
