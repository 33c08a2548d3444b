import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

struct DemoMovieDecodingTests {
    let decoder = APICoding.makeDecoder()

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws(MovieServiceError) -> T {
        try APICoding.decode(type, from: Data(json.utf8), using: decoder)
    }

    private func movieJSON(
        id: String = "1", releaseDate: String = "\"2016-06-17\"", grossing: String = "486295561", rating: String = "74",
        extra: String = ""
    ) -> String {
        """
        {"name": "Finding Dory", "id": \(id), "year": 2016, "releaseDate": \(releaseDate),
         "grossing": \(grossing), "rating": \(rating), "cast": [{"name": "Ellen DeGeneres"}]\(extra)}
        """
    }

    @Test func decodesEveryField() throws {
        let movie = try decode(DemoMovie.self, movieJSON())
        #expect(
            movie
                == makeMovie(
                    id: 1, name: "Finding Dory", releaseDate: "2016-06-17", grossing: 486_295_561, rating: 74,
                    cast: ["Ellen DeGeneres"]))
    }

    @Test(arguments: [("74", 74.0), ("7.4", 7.4), ("0", 0), ("81.25", 81.25)])
    func acceptsIntegerAndDecimalRatings(json: String, rating: Double) throws {
        #expect(try decode(DemoMovie.self, movieJSON(rating: json)).rating == rating)
    }

    @Test func ignoresSurroundingWhitespaceAndUnknownFields() throws {
        let json = "\n\t  " + movieJSON(extra: #", "poster": "x.jpg", "tags": [1, 2]"#) + "  \n\n"
        #expect(try decode(DemoMovie.self, json).id == 1)
    }

    @Test func decodesEachFixtureOfTheDemoAPI() throws {
        for id in 1...10 {
            let body = try Data(contentsOf: apiFixturesFolder.appendingPathComponent("api/movies/\(id)"))
            #expect(try APICoding.decode(DemoMovie.self, from: body, using: decoder).id == id)
        }
    }

    @Test(arguments: [
        ("\"2016-13-45\"", "releaseDate"), ("\"\"", "releaseDate"), ("\"2016-06-17T10:00:00Z\"", "releaseDate"),
        ("20160617", "releaseDate"),
    ])
    func rejectsABadDateNamingTheField(date: String, path: String) {
        #expect(throws: MovieServiceError.self) { try decode(DemoMovie.self, movieJSON(releaseDate: date)) }
        do {
            _ = try decode(DemoMovie.self, movieJSON(releaseDate: date))
        } catch {
            guard case .badData(let errorPath, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(errorPath == path)
        }
    }

    @Test func namesTheIndexAndFieldOfAMissingFieldInAList() throws {
        var movies = (1...4).map { apiJSON(makeMovie(id: $0)) }
        movies[3] = #"{"name": "No date", "id": 4, "year": 2016, "grossing": 1, "rating": 1, "cast": []}"#
        #expect(throws: MovieServiceError.badData(path: "[3].releaseDate", reason: "missing field")) {
            try decode([DemoMovie].self, "[" + movies.joined(separator: ",") + "]")
        }
    }

    @Test func namesTheNestedPathOfAFaultInTheCast() throws {
        let json = movieJSON().replacingOccurrences(of: #"{"name": "Ellen DeGeneres"}"#, with: #"{"name": 7}"#)
        do {
            _ = try decode([DemoMovie].self, "[" + movieJSON() + "," + json + "]")
            Issue.record("decoded a cast member whose name is a number")
        } catch {
            guard case .badData(let path, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == "[1].cast[0].name")
            #expect(reason.contains("a string"))
        }
    }

    @Test(arguments: [
        ("id", #""1""#), ("grossing", #""lots""#), ("id", "0"), ("id", "-3"),
        ("grossing", "-1"),
    ])
    func rejectsWrongTypesAndImpossibleNumbers(field: String, value: String) {
        let json = field == "id" ? movieJSON(id: value) : movieJSON(grossing: value)
        do {
            _ = try decode(DemoMovie.self, json)
            Issue.record("decoded \(field) = \(value)")
        } catch {
            guard case .badData(let path, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == field)
        }
    }

    @Test(arguments: [
        ("", "the body is empty"), ("   \n", "the body is empty"), ("<html>oops</html>", "the body is not valid JSON"),
        ("[{", "the body is not valid JSON"),
    ])
    func describesABodyThatIsNotJSON(body: String, reason: String) {
        #expect(throws: MovieServiceError.badData(path: "", reason: reason)) { try decode([DemoMovie].self, body) }
    }

    @Test func saysWhenANumberIsTooLargeForItsField() {
        #expect(throws: MovieServiceError.badData(path: "", reason: "a number in the body is too large")) {
            try decode(DemoMovie.self, movieJSON(grossing: "99999999999999999999"))
        }
    }

    @Test func rejectsAnObjectWhereAListIsExpected() {
        #expect(throws: MovieServiceError.self) { try decode([DemoMovie].self, movieJSON()) }
    }

    @Test(arguments: [1, 2, 256])
    func namesTheIndexInTheWholeListWhenDecodingItPartByPart(elementsPerPart: Int) {
        var movies = (1...5).map { apiJSON(makeMovie(id: $0)) }
        movies[3] = apiJSON(makeMovie(id: 4, cast: ["Nobody"])).replacingOccurrences(of: #""Nobody""#, with: "3")
        let body = Data(("[" + movies.joined(separator: ",") + "]").utf8)
        do {
            _ = try APICoding.decodeList(DemoMovie.self, from: body, using: decoder, elementsPerPart: elementsPerPart)
            Issue.record("decoded a cast member whose name is a number")
        } catch {
            guard case .badData(let path, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == "[3].cast[0].name")
            #expect(reason.contains("a string"))
        }
    }

    /// Part by part is only a way to use less memory: for any body, intact or mangled, the
    /// answer and the error are the whole-body decoder's.
    @Test(arguments: [UInt64(5), 6])
    func decodesAListPartByPartAsTheWholeBodyDecoderWould(seed: UInt64) throws {
        let list = Array(try Data(contentsOf: apiFixturesFolder.appendingPathComponent("api/movies/topGrossing/2016")))
        var generator = SplitMix64(seed: seed)
        for iteration in 0..<200 {
            let body = Data(iteration == 0 ? list : DecoderFuzzTests.mutate(list, using: &generator))
            let whole = Result { () throws(MovieServiceError) in
                try APICoding.decode([DemoMovie].self, from: body, using: decoder)
            }
            for elementsPerPart in [1, 3, 256] {
                let parts = Result { () throws(MovieServiceError) in
                    try APICoding.decodeList(
                        DemoMovie.self, from: body, using: decoder, elementsPerPart: elementsPerPart)
                }
                #expect(parts == whole, "seed \(seed) iteration \(iteration), \(elementsPerPart) a part")
            }
        }
    }

    @Test func encodesBackTheShapeItDecodes() throws {
        let movie = try decode(DemoMovie.self, movieJSON(rating: "7.5"))
        let encoded = apiJSON(movie)
        #expect(encoded.contains(#""releaseDate" : "2016-06-17""#))
        #expect(encoded.contains(#""cast" : ["#))
        #expect(try decode(DemoMovie.self, encoded) == movie)
    }
}
