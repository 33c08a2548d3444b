import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// What the TMDB service asks to find films and people, and how it reads the answers.
struct TMDBSearchTests {
    private func service(_ transport: StubTransport, language: String? = nil) -> TMDBMovieService {
        TMDBMovieService(
            client: TMDBTestData.client(transport), settings: .init(language: language), now: { day("2024-01-01") })
    }

    /// A stub TMDB whose search finds films 1 to `count`, and whose people search finds `people`
    /// (each with films 1 and 2).
    private func transport(films count: Int, people: String = "[]") -> StubTransport {
        StubTransport { request throws(TransportError) in
            let path = request.url.path
            if path.hasSuffix("/search/movie") {
                let page = Int(TMDBTestData.query(request, "page") ?? "1") ?? 1
                return HTTPResponse(
                    status: 200, body: Data(apiJSON(TMDBTestData.page(page, of: Array(1...count))).utf8))
            }
            if path.hasSuffix("/search/person") {
                return HTTPResponse(status: 200, body: Data(#"{"page":1,"results":\#(people),"total_pages":1}"#.utf8))
            }
            if path.hasSuffix("/movie_credits") {
                let credits = #"""
                    {"id":1,"cast":[
                    {"id":1,"title":"Old","original_title":"Vieux","release_date":"1999-01-01","vote_average":6,"character":"A"},
                    {"id":2,"title":"New","release_date":"2020-01-01","vote_average":7,"vote_count":9,"character":""}],"crew":[]}
                    """#
                return HTTPResponse(status: 200, body: Data(credits.utf8))
            }
            return TMDBTestData.notFound
        }
    }

    @Test func searchesOnePageAsTypedThenTheFurtherPagesTheLimitNeeds() async throws {
        let stub = transport(films: 45)
        let search = try MovieSearch("a&b c", year: 1982)
        guard
            case .modified(let found, _, _) = try await service(stub, language: "de-DE").movies(
                matching: search, limit: 30, unlessMatching: nil)
        else { throw MovieServiceError.httpStatus(304) }
        #expect(found.map(\.id) == Array(1...30))
        #expect(stub.requests.map(\.url.path) == ["/3/search/movie", "/3/search/movie"])
        let first = try #require(stub.requests.first)
        #expect(TMDBTestData.query(first, "query") == "a&b c" && TMDBTestData.query(first, "year") == "1982")
        #expect(TMDBTestData.query(first, "include_adult") == "false")
        #expect(stub.requests.allSatisfy { TMDBTestData.query($0, "language") == "de-DE" })
    }

    @Test func picksThePersonWhoseNameEqualsTheOneAskedElseTheFirst() async throws {
        let people = #"[{"id":7,"name":"Zoe Marchetti-Hall"},{"id":5,"name":"Zoë Marchetti"},{"id":9,"name":"Zoe M."}]"#
        let stub = transport(films: 1, people: people)
        guard
            case .modified(let filmography, _, _) = try await service(stub).filmography(
                ofPersonNamed: "ZOE MARCHETTI", unlessMatching: nil)
        else { throw MovieServiceError.httpStatus(304) }
        #expect(filmography.person == Person(id: 5, name: "Zoë Marchetti"))
        #expect(filmography.otherPeople.map(\.id) == [7, 9])
        #expect(filmography.movies.map(\.id) == [2, 1])
        #expect(filmography.movies.map(\.character) == [nil, "A"])
        #expect(filmography.movies.last?.originalTitle == "Vieux")
        #expect(stub.requests.map(\.url.path) == ["/3/search/person", "/3/person/5/movie_credits"])

        guard
            case .modified(let first, _, _) = try await service(stub).filmography(
                ofPersonNamed: "zoe", unlessMatching: nil)
        else { throw MovieServiceError.httpStatus(304) }
        #expect(first.person.id == 7)
    }

    @Test func saysWhenNoOneHasTheName() async throws {
        let stub = transport(films: 1)
        await #expect(throws: MovieServiceError.notFound(#"no one named "Nobody" on TMDB"#)) {
            _ = try await service(stub).filmography(ofPersonNamed: "Nobody", unlessMatching: nil)
        }
        #expect(stub.requests.count == 1)
    }
}
