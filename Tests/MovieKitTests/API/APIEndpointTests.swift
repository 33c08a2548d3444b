import Foundation
import MovieKit
import Testing

struct APIEndpointTests {
    @Test(arguments: [
        (
            "https://api.themoviedb.org/3/",
            "https://api.themoviedb.org/3/discover/movie?primary_release_year=2016&page=2"
        ),
        ("http://127.0.0.1:8080/3", "http://127.0.0.1:8080/3/discover/movie?primary_release_year=2016&page=2"),
    ])
    func joinsThePathAndQueryToTheBaseURL(base: String, expected: String) throws {
        let endpoint = APIEndpoint(
            path: "discover/movie",
            query: [URLQueryItem(name: "primary_release_year", value: "2016"), URLQueryItem(name: "page", value: "2")],
            description: "top-grossing movies of 2016")
        #expect(endpoint.url(relativeTo: try #require(URL(string: base))).absoluteString == expected)
    }
}
