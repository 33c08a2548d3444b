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

    @Test func sendsAnyTextPercentEncodedExactlyOnce() throws {
        let search = try MovieSearch("a&b#c%d+e/f=\"q\" 'x' ?é🎬")
        let url = TMDBEndpoint.searchMovies(search, language: "de-DE").url(
            relativeTo: try #require(URL(string: "https://api.themoviedb.org/3/")))
        #expect(
            url.absoluteString
                == "https://api.themoviedb.org/3/search/movie?query=a%26b%23c%25d%2Be%2Ff%3D%22q%22%20%27x%27%20%3F%C3%A9%F0%9F%8E%AC&include_adult=false&page=1&language=de-DE"
        )
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.first?.value == search.text)
    }
}
