import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// `JellyfinLinking` checks the server, logs in by Quick Connect or by name, against
/// `movies-api --dialect jellyfin` over loopback.
struct JellyfinLinkingRunTests {
    private let transport = NetworkHelperTransport(timeout: 30)

    private func linking(_ server: JellyfinTestServer) async throws -> JellyfinLinking {
        try await JellyfinLinking.checking(serverURL: server.baseURL, deviceID: "device-1", transport: transport)
    }

    @Test func quickConnectLinksTheUserWhoApprovedTheCode() async throws {
        try await withJellyfinServer { server in
            let linking = try await linking(server)
            let request = try await linking.startQuickConnect()
            #expect(linking.quickConnectPage.absoluteString.hasPrefix(server.baseURL.absoluteString))
            let waiting = Task { try await linking.waitForApproval(of: request, every: .milliseconds(20)) }
            try await Task.sleep(for: .milliseconds(100))
            #expect(
                server.library.approveQuickConnect(code: request.code, userName: JellyfinServerSettings.fixtureUser))
            let connection = try await waiting.value
            #expect(connection.userName == JellyfinServerSettings.fixtureUser)
            #expect(connection.serverName == "movies fixture Jellyfin")
            #expect(connection.deviceID == "device-1")
            #expect(server.library.userID(ofToken: connection.token) == connection.userID)
        }
    }

    @Test func waitingForApprovalEndsWhenCancelled() async throws {
        try await withJellyfinServer { server in
            let linking = try await linking(server)
            let request = try await linking.startQuickConnect()
            let waiting = Task { try await linking.waitForApproval(of: request, every: .milliseconds(20)) }
            try await Task.sleep(for: .milliseconds(60))
            waiting.cancel()
            await #expect(throws: CancellationError.self) { try await waiting.value }
        }
    }

    @Test func quickConnectTurnedOffIsSaidSo() async throws {
        let settings = JellyfinServerSettings(library: JellyfinFixtureLibrary(quickConnectEnabled: false))
        try await withJellyfinServer(settings) { server in
            let linking = try await linking(server)
            await #expect(throws: MediaServerError.quickConnectDisabled(server: server.baseURL.absoluteString)) {
                try await linking.startQuickConnect()
            }
        }
    }

    @Test func aNameAndPasswordLinkThatUserAndAWrongPasswordIsRefused() async throws {
        try await withJellyfinServer { server in
            let linking = try await linking(server)
            let connection = try await linking.logIn(user: "fixture-family", password: "family-password")
            #expect(connection.userName == "fixture-family")
            await #expect(throws: MediaServerError.loginRefused(server: server.baseURL.absoluteString)) {
                try await linking.logIn(user: "fixture-family", password: "wrong")
            }
        }
    }

    @Test func anAddressThatIsNotJellyfinIsSaidSo() async throws {
        _ = try await withTMDBServer { server in
            await #expect(throws: MediaServerError.self) {
                try await JellyfinLinking.checking(serverURL: server.baseURL, deviceID: "d", transport: transport)
            }
        }
    }
}
