import Foundation
import MovieKit
import MovieKitTestSupport
import Synchronization
import Testing

/// A request with a body destination: its 2xx body goes into a file as it arrives, through the
/// real `movies-http` and the in-process transports alike; every other request is as before.
struct BodyDestinationRunTests {
    /// A body larger than the transport would hold (`maximumBodySize` below), bytes that vary.
    static let large = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) })

    private static func request(_ server: RawHTTPServer, to destination: URL) -> HTTPRequest {
        HTTPRequest(url: server.baseURL.appendingPathComponent("title.basics.tsv.gz"), bodyDestination: destination)
    }

    @Test func writesASuccessfulBodyIntoTheFileWhateverItsSize() async throws {
        try await withTemporaryFolder { folder in
            let server = try RawHTTPServer { _ in
                [.write(RawHTTPServer.response(status: 200, body: Self.large)), .close]
            }
            let destination = folder.appendingPathComponent("title.basics.tsv.gz.part")
            try Data("what a killed download left".utf8).write(to: destination)
            let transport = NetworkHelperTransport(timeout: 30, maximumBodySize: 1024)
            let heads = Mutex<[HTTPResponseHead]>([])
            let response = try await transport.send(Self.request(server, to: destination)) { head in
                heads.withLock { $0.append(head) }
            }
            #expect(response.status == 200)
            #expect(response.body.isEmpty)
            #expect(try Data(contentsOf: destination) == Self.large)
            #expect(heads.withLock { $0.map(\.status) } == [200])
            #expect(heads.withLock { $0.first?.contentLength } == Self.large.count)
            // No Content-Encoding is asked for: the file is the host's bytes as they are.
            #expect(server.received.first?.head.lowercased().contains("accept-encoding") == false)
        }
    }

    @Test func keepsTheBodyOfAnyOtherStatusAndWritesNoFile() async throws {
        try await withTemporaryFolder { folder in
            let server = try RawHTTPServer(status: 404, body: "no such file\n")
            let destination = folder.appendingPathComponent("name.basics.tsv.gz.part")
            let response = try await NetworkHelperTransport(timeout: 30).send(Self.request(server, to: destination))
            #expect(response.status == 404)
            #expect(response.body == Data("no such file\n".utf8))
            #expect(!FileManager.default.fileExists(atPath: destination.path))
        }
    }

    @Test func failsNamingAFileItCannotWrite() async throws {
        let server = try RawHTTPServer(status: 200, body: "data")
        let destination = URL(fileURLWithPath: "/nonexistent/folder/title.crew.tsv.gz.part")
        await #expect {
            _ = try await NetworkHelperTransport(timeout: 30).send(Self.request(server, to: destination))
        } throws: { error in
            guard case .cannotWriteBody(let reason) = error as? TransportError else { return false }
            return reason.hasPrefix(destination.path + ": ")
        }
    }

    @Test func waitsForABodyThatTakesLongerThanTheTimeoutWhileItKeepsComing() async throws {
        try await withTemporaryFolder { folder in
            let chunk = Data(repeating: 0x41, count: 1000)
            let head = Data("HTTP/1.1 200 OK\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n".utf8)
            let server = try RawHTTPServer { _ in
                [.write(head)] + (0..<5).flatMap { _ in [.write(chunk), .pause(.milliseconds(600))] } + [.close]
            }
            let destination = folder.appendingPathComponent("title.principals.tsv.gz.part")
            // Three seconds in all, never more than 0.6 s without a byte: within a timeout of 2 s.
            let response = try await NetworkHelperTransport(timeout: 2).send(Self.request(server, to: destination))
            #expect(response.status == 200)
            #expect(try Data(contentsOf: destination).count == 5000)
        }
    }

    @Test func timesOutABodyThatStopsComing() async throws {
        try await withTemporaryFolder { folder in
            let head = Data("HTTP/1.1 200 OK\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n".utf8)
            let server = try RawHTTPServer { _ in [.write(head + Data(count: 100)), .pause(.seconds(6)), .close] }
            let destination = folder.appendingPathComponent("title.principals.tsv.gz.part")
            let started = ContinuousClock.now
            await #expect(throws: TransportError.timedOut) {
                _ = try await NetworkHelperTransport(timeout: 1).send(Self.request(server, to: destination))
            }
            // About a second after the last byte, long before the server would close.
            #expect(ContinuousClock.now - started < .seconds(5))
        }
    }

    @Test(arguments: [nil, String(8 << 20)])
    func stopsABodyPastItsLimit(announced: String?) async throws {
        try await withTemporaryFolder { folder in
            let length = announced.map { "Content-Length: \($0)\r\n" } ?? ""
            let head = Data("HTTP/1.1 200 OK\r\n\(length)Connection: close\r\n\r\n".utf8)
            let server = try RawHTTPServer { _ in [.write(head), .flood(count: 8 << 20, byte: 0x41), .close] }
            let destination = folder.appendingPathComponent("title.principals.tsv.gz.part")
            var request = Self.request(server, to: destination)
            request.bodyDestinationLimit = 65_536
            await #expect(throws: TransportError.tooLarge(limit: 65_536)) {
                _ = try await NetworkHelperTransport(timeout: 30).send(request)
            }
            // Announced too long, nothing is written; else no more than the limit.
            let written = (try? Data(contentsOf: destination).count) ?? 0
            #expect(announced == nil ? written <= 65_536 : written == 0)
        }
    }

    @Test func theInProcessTransportsKeepToTheLimit() async throws {
        try await withTemporaryFolder { folder in
            let destination = folder.appendingPathComponent("title.ratings.tsv.gz.part")
            let url = try #require(URL(string: "http://fixtures.invalid/title.ratings.tsv.gz"))
            let fixtures = FixtureTransport(files: ["title.ratings.tsv.gz": Self.large])
            await #expect(throws: TransportError.tooLarge(limit: 1024)) {
                _ = try await fixtures.send(
                    HTTPRequest(url: url, bodyDestination: destination, bodyDestinationLimit: 1024))
            }
            let client = APIClient(baseURL: URL(fileURLWithPath: "/"), transport: InMemoryTransport(body: Self.large))
            let endpoint = APIEndpoint(path: "title.ratings.tsv.gz", description: "title.ratings.tsv.gz")
            await #expect(throws: MovieServiceError.self) {
                _ = try await client.download(endpoint, to: destination, limit: 1024)
            }
            #expect(!FileManager.default.fileExists(atPath: destination.path))
        }
    }

    @Test func fixtureTransportWritesTheFileItServes() async throws {
        try await withTemporaryFolder { folder in
            let destination = folder.appendingPathComponent("title.ratings.tsv.gz.part")
            let transport = FixtureTransport(files: ["title.ratings.tsv.gz": Self.large])
            let url = try #require(URL(string: "http://fixtures.invalid/title.ratings.tsv.gz"))
            let response = try await transport.send(HTTPRequest(url: url, bodyDestination: destination))
            let inMemory = try await transport.send(HTTPRequest(url: url))
            #expect(response.status == 200 && response.body.isEmpty)
            #expect(response.headers["Content-Length"] == String(Self.large.count))
            #expect(try Data(contentsOf: destination) == Self.large)
            #expect(inMemory.body == Self.large)
        }
    }

    /// A transport that keeps every body in memory, as it may.
    struct InMemoryTransport: HTTPTransport {
        let body: Data
        func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
            HTTPResponse(status: 200, headers: ["Content-Length": String(body.count)], body: body)
        }
    }

    @Test func theClientWritesTheFileForATransportThatKeptTheBody() async throws {
        try await withTemporaryFolder { folder in
            let destination = folder.appendingPathComponent("title.ratings.tsv.gz.part")
            let client = APIClient(baseURL: URL(fileURLWithPath: "/"), transport: InMemoryTransport(body: Self.large))
            let endpoint = APIEndpoint(path: "title.ratings.tsv.gz", description: "title.ratings.tsv.gz")
            let heads = Mutex(0)
            let outcome = try await client.download(endpoint, to: destination) { _ in heads.withLock { $0 += 1 } }
            #expect(outcome == .downloaded(headers: ["Content-Length": String(Self.large.count)]))
            #expect(try Data(contentsOf: destination) == Self.large)
            #expect(heads.withLock { $0 } == 1)
        }
    }
}
