import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

struct TMDBCredentialTests {
    static let token = TMDBTestData.token
    static let key = TMDBTestData.key

    @Test(arguments: [
        (TMDBTestData.token, TMDBCredential.readAccessToken(TMDBTestData.token)),
        ("  \(TMDBTestData.token)\n", .readAccessToken(TMDBTestData.token)),
        (TMDBTestData.key, .apiKey(TMDBTestData.key)),
        ("0123456789ABCDEF0123456789ABCDEF\n", .apiKey("0123456789ABCDEF0123456789ABCDEF")),
    ])
    func tellsAPastedCredentialsKindByItsShape(text: String, credential: TMDBCredential) throws {
        #expect(try TMDBCredential(pasted: text) == credential)
    }

    @Test(arguments: [
        "0123456789abcdef0123456789abcde",  // 31 digits
        "0123456789abcdef0123456789abcdeg",  // not hexadecimal
        "eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJ0ZXN0In0",  // one dot
        "eyJhbGciOiJIUzI1NiJ9..c2lnbmF0dXJl",  // an empty part
        "abJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJ0ZXN0In0.c2ln",  // not eyJ
        "eyJhbGciOiJIUzI1NiJ9.eyJhdWQ iOiJ0ZXN0In0.c2ln",  // a space
        "my password",
    ])
    func refusesAnythingElseWithoutQuotingIt(text: String) {
        #expect(throws: TMDBCredentialError.unrecognized) { try TMDBCredential(pasted: text) }
        #expect(!TMDBCredentialError.unrecognized.description.contains(text))
        #expect(TMDBCredentialError.unrecognized.description.contains("https://www.themoviedb.org/settings/api"))
    }

    @Test func refusesNothing() {
        #expect(throws: TMDBCredentialError.empty) { try TMDBCredential(pasted: " \n") }
    }

    @Test(arguments: [TMDBCredential.readAccessToken(TMDBTestData.token), .apiKey(TMDBTestData.key)])
    func neverPrintsItself(credential: TMDBCredential) {
        for text in ["\(credential)", String(describing: credential), String(reflecting: credential)] {
            #expect(!text.contains(credential.value))
            #expect(text.contains("<redacted>"))
        }
    }

    @Test func prefersTheTokenVariableThenTheKeyVariableThenTheFile() async throws {
        try await withTemporaryFolder { folder in
            let store = TMDBCredentialStore(folder: folder)
            try store.save(.apiKey("ffffffffffffffffffffffffffffffff"))
            let both = ["TMDB_API_TOKEN": Self.token, "TMDB_API_KEY": Self.key]
            #expect(try TMDBCredential.resolve(environment: both, store: store) == .readAccessToken(Self.token))
            #expect(
                try TMDBCredential.resolve(environment: ["TMDB_API_KEY": Self.key], store: store) == .apiKey(Self.key))
            #expect(
                try TMDBCredential.resolve(environment: ["TMDB_API_TOKEN": " "], store: store)
                    == .apiKey("ffffffffffffffffffffffffffffffff"))
            #expect(try TMDBCredential.resolve(environment: [:], store: nil) == nil)
        }
    }

    @Test func refusesAVariableARequestCannotCarry() {
        #expect(throws: TMDBCredentialError.unusable("TMDB_API_KEY")) {
            try TMDBCredential.resolve(environment: ["TMDB_API_KEY": "abc def"], store: nil)
        }
    }
}
