import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The whole stack (the transport, API client, decoder, cache decorator) against a loopback server
/// that answers badly on purpose. Whatever it sends, the cached answer is delivered first, the
/// second delivery is a clear error, and the cache file stays byte for byte as it was. Failures a
/// retry may cure are retried (with tiny delays here) and still end in that error, within the deadline.
struct HostileAPIRunTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let script: @Sendable (RawHTTPServer.Request) -> [RawHTTPServer.Step]
        let expected: @Sendable (MovieServiceError) -> Bool
        /// Long enough for any answer to arrive on a busy machine; short for the slow drip.
        var timeout: TimeInterval = 10

        var testDescription: String { name }

        static func answer(
            _ name: String, status: Int = 200, headers: [String: String] = [:], body: String,
            expected: @escaping @Sendable (MovieServiceError) -> Bool
        ) -> Case {
            Case(
                name: name,
                script: { _ in
                    [.write(RawHTTPServer.response(status: status, headers: headers, body: Data(body.utf8))), .close]
                },
                expected: expected)
        }
    }

    static let goodMovie = apiJSON(makeMovie(id: 1))

    static func movieList(replacing field: String, with value: String) -> String {
        let json = apiJSON([makeMovie(id: 1)])
        guard let range = json.range(of: "\"\(field)\" : ") else { return json }
        let end = json[range.upperBound...].firstIndex { $0 == "," || $0 == "\n" } ?? json.endIndex
        return json.replacingCharacters(in: range.upperBound..<end, with: value)
    }

    static func movieList(renaming field: String, to name: String) -> String {
        apiJSON([makeMovie(id: 1)]).replacingOccurrences(of: "\"\(field)\" :", with: "\"\(name)\" :")
    }

    static func badData(at path: String, _ reasonPart: String = "") -> @Sendable (MovieServiceError) -> Bool {
        { error in
            guard case .badData(let actualPath, let reason) = error else { return false }
            return actualPath == path && (reasonPart.isEmpty || reason.contains(reasonPart))
        }
    }

    static let cases: [Case] = [
        .answer(
            "malformed JSON", body: #"[{"name": "Finding Dory", "id": "#, expected: badData(at: "", "not valid JSON")),
        .answer("an object where a list is expected", body: goodMovie, expected: badData(at: "", "a list")),
        .answer(
            "a missing required field", body: movieList(renaming: "releaseDate", to: "released"),
            expected: badData(at: "[0].releaseDate")),
        .answer(
            "a null rating", body: movieList(replacing: "rating", with: "null"), expected: badData(at: "[0].rating")),
        .answer("a string id", body: movieList(replacing: "id", with: #""1""#), expected: badData(at: "[0].id")),
        .answer(
            "a string grossing", body: movieList(replacing: "grossing", with: #""a lot""#),
            expected: badData(at: "[0].grossing")),
        .answer(
            "a month 13 date", body: movieList(replacing: "releaseDate", with: #""2016-13-45""#),
            expected: badData(at: "[0].releaseDate", "2016-13-45")),
        .answer(
            "an empty date", body: movieList(replacing: "releaseDate", with: #""""#),
            expected: badData(at: "[0].releaseDate")),
        .answer(
            "a full timestamp for a date", body: movieList(replacing: "releaseDate", with: #""2016-06-17T00:00:00Z""#),
            expected: badData(at: "[0].releaseDate")),
        .answer("id 0", body: movieList(replacing: "id", with: "0"), expected: badData(at: "[0].id", "positive")),
        .answer(
            "a negative grossing", body: movieList(replacing: "grossing", with: "-5"),
            expected: badData(at: "[0].grossing")),
        .answer(
            "a grossing beyond Int64", body: movieList(replacing: "grossing", with: "123456789012345678901234"),
            expected: badData(at: "", "too large")),
        .answer(
            "duplicate ids in one list", body: apiJSON([makeMovie(id: 4), makeMovie(id: 5), makeMovie(id: 4)]),
            expected: badData(at: "[2].id", "listed twice")),
        .answer("an empty body with 200", body: "", expected: badData(at: "", "empty")),
        .answer(
            "an HTML error page with 200", headers: ["Content-Type": "text/html"],
            body: "<html><body>Internal error</body></html>", expected: badData(at: "", "not valid JSON")),
        Case(
            name: "a body cut short",
            script: { _ in
                [
                    .write(
                        RawHTTPServer.response(
                            status: 200, headers: ["Content-Length": "5000"], body: Data(goodMovie.utf8))), .close,
                ]
            }, expected: { if case .unreachable = $0 { true } else { false } }),
        Case(
            name: "a body larger than the cap, announced",
            script: { _ in
                [
                    .write(
                        RawHTTPServer.response(status: 200, headers: ["Content-Length": "\(64 << 20)"], body: Data())),
                    .flood(count: 64 << 20, byte: 0x20), .close,
                ]
            }, expected: badData(at: "", "larger than 32 MiB"), timeout: 20),
        Case(
            name: "an endless body without a length",
            script: { _ in
                [
                    .write(Data("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n[".utf8)),
                    .flood(count: 40 << 20, byte: 0x20), .close,
                ]
            }, expected: badData(at: "", "larger than 32 MiB"), timeout: 20),
        Case(
            name: "a very slow drip",
            script: { _ in
                [.write(Data("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[".utf8))]
                    + Array(
                        repeating: [RawHTTPServer.Step.pause(.milliseconds(200)), .write(Data(" ".utf8))], count: 40
                    ).flatMap { $0 }
            }, expected: { $0 == .timedOut }, timeout: 0.5),
        .answer("500", status: 500, body: "oops", expected: { $0 == .httpStatus(500) }),
        .answer("502", status: 502, body: "bad gateway", expected: { $0 == .httpStatus(502) }),
        .answer("503 without Retry-After", status: 503, body: "busy", expected: { $0 == .httpStatus(503) }),
        .answer(
            "503 with Retry-After", status: 503, headers: ["Retry-After": "3600"], body: "busy",
            expected: {
                if case .httpStatus(503, let retryAfter) = $0 { retryAfter != nil } else { false }
            }),
        .answer(
            "429", status: 429, body: "slow down",
            expected: { if case .httpStatus(429, _) = $0 { true } else { false } }),
        .answer(
            "a redirect loop", status: 302, headers: ["Location": "/api/movies/topGrossing/2016"], body: "",
            expected: {
                if case .unreachable(let reason) = $0 { reason.contains("redirects") } else { false }
            }),
    ]

    @Test(arguments: cases)
    func keepsTheCachedAnswerAndTheCacheFileWhateverTheAPISends(hostile: Case) async throws {
        try await withTemporaryFolder { folder in
            let cacheURL = folder.appendingPathComponent("movies.sqlite")
            let saved = makeMovies(3)
            let warm = try CacheDatabase.open(at: cacheURL)
            try warm.saveMovies(saved, in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2024-01-01"))
            try warm.close()
            let before = try Data(contentsOf: cacheURL)

            let server = try RawHTTPServer(script: hostile.script)
            defer { server.stop() }
            // As every command opens it: for reading, for writing only when there is an answer to save.
            let cache = try CacheDatabase.openForReading(at: cacheURL)
            let client = APIClient(
                baseURL: server.baseURL, transport: NetworkHelperTransport(timeout: hostile.timeout),
                interceptor: makeQuickRetryPolicy(), deadline: .after(.seconds(hostile.timeout + 6)))
            let api = DemoMovieService(client: client)
            let recorder = CompletionRecorder<[any Movie]>()
            let started = ContinuousClock.now
            CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache).topGrossingMovies(
                year: 2016, completion: recorder.completion)
            let results = await recorder.wait(for: 2, within: .seconds(hostile.timeout + 10))
            let elapsed = ContinuousClock.now - started
            try cache.close()

            #expect(results.map { $0.kind() } == ["cached", "failure"])
            #expect(try results.first?.get().value.map { $0.map(snapshot) } == saved)
            if case .failure(let error) = results.last {
                #expect(hostile.expected(error), "\(hostile.name): \(error)")
                #expect(!error.description.contains("\n"))
            }
            #expect(elapsed < .seconds(hostile.timeout + 10))
            #expect(try Data(contentsOf: cacheURL) == before)
        }
    }

    @Test func endsASlowDripAtTheTimeout() async throws {
        let server = try RawHTTPServer { _ in
            [.write(Data("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n".utf8))]
                + (0..<200).flatMap { _ in [RawHTTPServer.Step.pause(.milliseconds(100)), .write(Data(" ".utf8))] }
        }
        defer { server.stop() }
        let started = ContinuousClock.now
        await #expect(throws: TransportError.timedOut) {
            try await NetworkHelperTransport(timeout: 1).send(HTTPRequest(url: server.baseURL))
        }
        #expect(ContinuousClock.now - started < .seconds(10), "the drip lasts 20 s")
    }

    @Test func readsNoMoreThanTheCapOfAnEndlessBody() async throws {
        let server = try RawHTTPServer { _ in
            [
                .write(Data("HTTP/1.1 200 OK\r\nConnection: close\r\n\r\n".utf8)), .flood(count: 256 << 20, byte: 0x20),
                .close,
            ]
        }
        defer { server.stop() }
        let transport = NetworkHelperTransport(timeout: 30, maximumBodySize: 1 << 20)
        await #expect(throws: TransportError.tooLarge(limit: 1 << 20)) {
            try await transport.send(HTTPRequest(url: server.baseURL.appendingPathComponent("movies/1")))
        }
    }
}
