import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// The real `movies-http` (built beside the tests) and helpers that misbehave on purpose.
struct NetworkHelperTransportRunTests {
    /// A helper made of a shell script, for the ways a real one could fail.
    static func fakeHelper(_ script: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("movies-http")
        try Data("#!/bin/sh\n\(script)\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    static func get(
        _ path: String, from baseURL: URL, through transport: NetworkHelperTransport
    ) async throws -> HTTPResponse {
        try await transport.send(HTTPRequest(url: try #require(URL(string: path, relativeTo: baseURL))))
    }

    @Test func answersManyRequestsAtOnceEachWithItsOwnResponse() async throws {
        try await withFixtureServer { server in
            let transport = NetworkHelperTransport(timeout: 10)
            let bodies = try await withThrowingTaskGroup(of: (Int, Data).self) { group in
                for round in 0..<30 {
                    let id = round % 10 + 1
                    group.addTask {
                        (id, try await Self.get("movies/\(id)", from: server.baseURL, through: transport).body)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(bodies.count == 30)
            for (id, body) in bodies {
                #expect(try APICoding.decode(DemoMovie.self, from: body, using: APICoding.makeDecoder()).id == id)
            }
        }
    }

    @Test func carriesStatusHeadersAndBodyAsTheServerSentThem() async throws {
        try await withFixtureServer(maxAge: 7) { server in
            let transport = NetworkHelperTransport(timeout: 10)
            let found = try await Self.get("movies/1", from: server.baseURL, through: transport)
            #expect(found.status == 200)
            #expect(found.body == (try Data(contentsOf: apiFixturesFolder.appendingPathComponent("api/movies/1"))))
            #expect(found.headers["cache-control"] == "max-age=7")
            #expect(found.headers["ETag"]?.hasPrefix("\"") == true && found.headers["Last-Modified"] != nil)
            let missing = try await Self.get("movies/999", from: server.baseURL, through: transport)
            #expect(missing.status == 404 && missing.headers["ETag"] == nil)
        }
    }

    @Test(arguments: [false, true])
    func saysWhenTheHelperIsMissing(startedAtOnce: Bool) async {
        let transport = NetworkHelperTransport(helper: URL(fileURLWithPath: "/nonexistent/movies-http"))
        if startedAtOnce { transport.start() }
        await #expect(
            throws: TransportError.unreachable(
                "the network helper /nonexistent/movies-http is missing; install movies-http beside movies")
        ) {
            try await transport.send(HTTPRequest(url: URL(fileURLWithPath: "/")))
        }
    }

    @Test func startsTheHelperBeforeAnyRequestWhenToldAndStillOnce() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let starts = folder.appendingPathComponent("starts")
                let helper = try Self.fakeHelper(
                    "echo started >> '\(starts.path)'\nexec '\(NetworkHelperTransport.defaultHelper.path)' \"$@\"",
                    in: folder)
                let transport = NetworkHelperTransport(helper: helper, timeout: 10)
                transport.start()
                let deadline = ContinuousClock.now + .seconds(20)
                while !FileManager.default.fileExists(atPath: starts.path), ContinuousClock.now < deadline {
                    try await Task.sleep(for: .milliseconds(10))
                }
                #expect(FileManager.default.fileExists(atPath: starts.path), "the helper was not started")
                transport.start()
                let response = try await Self.get("movies/1", from: server.baseURL, through: transport)
                #expect(response.status == 200)
                #expect(try String(contentsOf: starts, encoding: .utf8) == "started\n")
            }
        }
    }

    @Test(arguments: [
        ("exit 3", "the network helper stopped before it answered"),
        (
            "printf 'this is not a frame, just noise from a broken helper'; sleep 30",
            "the network helper stopped before it answered (the network helper sent a malformed frame)"
        ),
    ])
    func failsEveryWaitingRequestWhenTheHelperBreaks(script: String, reason: String) async throws {
        try await withTemporaryFolder { folder in
            let transport = NetworkHelperTransport(helper: try Self.fakeHelper(script, in: folder), timeout: 60)
            let started = ContinuousClock.now
            await #expect(throws: TransportError.connectionLost(reason)) {
                try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1:9/api/movies/1")!))
            }
            #expect(ContinuousClock.now - started < .seconds(20), "neither the timeout nor the helper's end")
        }
    }

    @Test func startsTheHelperWithoutTheTMDBCredentialInItsArgumentsOrEnvironment() async throws {
        try await withTemporaryFolder { folder in
            let dump = folder.appendingPathComponent("seen")
            let script = "{ echo \"$@\"; env; } > '\(dump.path)'; exit 3"
            let secrets = [
                "TMDB_API_TOKEN": "eyJsecret.token.value", "TMDB_API_KEY": "0123456789abcdef0123456789abcdef",
            ]
            let transport = NetworkHelperTransport(
                helper: try Self.fakeHelper(script, in: folder), timeout: 60,
                environment: secrets.merging(["MOVIES_PROBE": "kept"]) { $1 })
            _ = try? await transport.send(
                HTTPRequest(url: URL(string: "http://127.0.0.1:9/3/movie/1?api_key=0123456789abcdef0123456789abcdef")!))
            let seen = try String(contentsOf: dump, encoding: .utf8)
            #expect(seen.hasPrefix("--timeout 60.0 --maximum-body-size "))
            #expect(seen.contains("MOVIES_PROBE=kept"))
            for (name, value) in secrets {
                #expect(!seen.contains(name))
                #expect(!seen.contains(value))
            }
        }
    }

    @Test func givesUpOnAHelperThatNeverAnswers() async throws {
        try await withTemporaryFolder { folder in
            let transport = NetworkHelperTransport(helper: try Self.fakeHelper("sleep 30", in: folder), timeout: 0.5)
            await #expect(throws: TransportError.timedOut) {
                try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1:9/api/movies/1")!))
            }
        }
    }

    @Test func endsACancelledRequestAtOnce() async throws {
        try await withTemporaryFolder { folder in
            let transport = NetworkHelperTransport(helper: try Self.fakeHelper("sleep 30", in: folder), timeout: 60)
            let request = Task {
                try await transport.send(HTTPRequest(url: URL(string: "http://127.0.0.1:9/api/movies/1")!))
            }
            try await Task.sleep(for: .milliseconds(200))
            let started = ContinuousClock.now
            request.cancel()
            await #expect(throws: TransportError.cancelled) { try await request.value }
            #expect(ContinuousClock.now - started < .seconds(10), "not the helper's 30 s")
        }
    }
}
