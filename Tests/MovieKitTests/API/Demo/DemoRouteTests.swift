import Foundation
import MovieKit
import Testing

/// The demo API's paths, joined to any base URL as every endpoint is.
struct DemoRouteTests {
    @Test(arguments: [
        (DemoRoute.movie(id: 1), "movies/1"),
        (.topGrossing(year: 2016), "movies/topGrossing/2016"),
        (.topRated(year: 2016), "movies/topRated/2016"),
        (.auth, "auth"),
    ])
    func hasTheAPIsPath(route: DemoRoute, path: String) {
        #expect(route.path == path)
    }

    @Test(arguments: [
        ("https://example.com", "https://example.com/movies/1"),
        ("https://example.com/", "https://example.com/movies/1"),
        ("https://example.com/api", "https://example.com/api/movies/1"),
        ("https://example.com/api/", "https://example.com/api/movies/1"),
        ("https://example.com/v2/api//", "https://example.com/v2/api/movies/1"),
        ("http://127.0.0.1:8080/api/", "http://127.0.0.1:8080/api/movies/1"),
    ])
    func joinsTheBaseURLWithExactlyOneSlash(base: String, expected: String) throws {
        let baseURL = try #require(URL(string: base))
        #expect(DemoRoute.movie(id: 1).endpoint.url(relativeTo: baseURL).absoluteString == expected)
    }

    @Test func namesAListByItsKindAndYear() {
        #expect(DemoRoute.list(.topRated, year: 2001) == .topRated(year: 2001))
        #expect(DemoRoute.list(.topGrossing, year: 2001).description == "top-grossing movies of 2001")
    }

    @Test(arguments: [DemoRoute.movie(id: 3), .topGrossing(year: 2016), .auth])
    func isAskedForAsAnEndpointOfItsPathAndDescription(route: DemoRoute) {
        #expect(route.endpoint == APIEndpoint(path: route.path, description: route.description))
    }
}
