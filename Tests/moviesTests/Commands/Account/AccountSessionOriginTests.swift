import Foundation
import MovieKit
import Testing

@testable import movies

/// A session is used only with the API asked for: one made with another API is refused before
/// anything, credential or session, is sent.
@Suite struct AccountSessionOriginTests {
    private let session = TMDBAccountSession(
        sessionID: "s", accountID: 7, username: "viewer", apiURL: URL(string: "http://127.0.0.1:8080/3/")!)

    @Test func aSessionOfAnotherAPIThanTheOneAskedIsRefusedWithExit77() {
        #expect {
            try AccountWiring.client(for: session, environment: ["MOVIES_API_URL": "https://api.themoviedb.org/3/"])
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.status == .authenticationFailed
                && failure.message.contains("belongs to another API (http://127.0.0.1:8080/3/)")
        }
    }

    @Test func aSessionOfAnotherAPIThanTheOneAskedWithApiURLIsRefusedWhateverTheEnvironmentSays() {
        #expect {
            try AccountWiring.checkOrigin(
                of: session, asked: URL(string: "https://api.themoviedb.org/3/"),
                environment: ["MOVIES_API_URL": "http://127.0.0.1:8080/3/"])
        } throws: { error in
            guard let failure = error as? CommandFailure else { return false }
            return failure.status == .authenticationFailed
                && failure.message.contains("movies account login --api-url https://api.themoviedb.org/3/")
        }
    }

    @Test func aSessionOfTheAPIAskedOrOfNoneAskedPasses() throws {
        try AccountWiring.checkOrigin(of: session, environment: ["MOVIES_API_URL": "http://127.0.0.1:8080/other/"])
        try AccountWiring.checkOrigin(of: session, environment: [:])
    }
}
