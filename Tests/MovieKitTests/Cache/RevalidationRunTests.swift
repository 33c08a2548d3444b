import Foundation
import GRDB
import MovieAPIServer
import MovieKitTestSupport
import Synchronization
import Testing

@testable import MovieKit

/// Conditional requests against the in-process `movies-api`: the cache keeps each route's
/// validators, sends them, and a 304 renews the cached answer without rewriting it.
struct RevalidationRunTests {
    let cache: CacheDatabase

    init() throws {
        cache = try CacheDatabase.inMemory()
    }

    private func service(
        _ server: RunningMovieAPIServer, transport: some HTTPTransport, at date: Date
    ) -> CachingMovieService {
        let api = DemoMovieService(client: APIClient(baseURL: server.baseURL, transport: transport), now: { date })
        return CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache, now: { date })
    }

    private func rows() throws -> [Row] {
        try cache.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM movie ORDER BY id")
                + Row.fetchAll(db, sql: "SELECT * FROM castMember ORDER BY movieKey, position")
        }
    }

    @Test func aNotModifiedAnswerRenewsTheFetchTimeAndRewritesNothing() async throws {
        try await withFixtureServer { server async throws in
            let transport = RecordingTransport(NetworkHelperTransport(timeout: 5))
            let recorder = CompletionRecorder<[any Movie]>()
            service(server, transport: transport, at: day("2022-01-01")).topRatedMovies(
                year: 2016, completion: recorder.completion)
            #expect(await recorder.wait(for: 2).map { $0.kind() } == ["notCached", "fresh"])
            let saved = try rows()
            let etag = try #require(try cache.freshness(of: .list(.topRated, year: 2016), from: .builtInDemo)?.etag)

            let again = CompletionRecorder<[any Movie]>()
            service(server, transport: transport, at: day("2022-02-01")).topRatedMovies(
                year: 2016, completion: again.completion)
            let results = await again.wait(for: 2)
            #expect(results.map { $0.kind() } == ["cached", "fresh"])
            #expect(try results[1].get().fetchedAt == day("2022-02-01"))
            #expect(try results[1].get().value.map(ids) == (try results[0].get().value.map(ids)))
            #expect(transport.sent.last?.headers["If-None-Match"] == etag)
            #expect(transport.statuses.last == 304)
            #expect(try cache.movies(in: .topRated, year: 2016, from: .builtInDemo)?.fetchedAt == day("2022-02-01"))
            #expect(try rows() == saved)
        }
    }

    @Test func sendsNoValidatorsForAnAnswerItDoesNotHold() async throws {
        try await withFixtureServer { server async throws in
            let transport = RecordingTransport(NetworkHelperTransport(timeout: 5))
            _ = try await service(server, transport: transport, at: day("2022-01-01")).refresh(.movie(id: 3))
            try await cache.writer.write { try $0.execute(sql: "DELETE FROM castMember; DELETE FROM movie") }
            let movie = try await service(server, transport: transport, at: day("2022-01-02")).refresh(.movie(id: 3))
            #expect(movie.id == 3)
            #expect(transport.sent.map { $0.headers["If-None-Match"] } == [nil, nil])
            #expect(try cache.movie(id: 3, from: .builtInDemo)?.fetchedAt == day("2022-01-02"))
        }
    }

    @Test func aRefreshRevalidatesAMovieAndReturnsTheCachedOne() async throws {
        try await withFixtureServer { server async throws in
            let transport = RecordingTransport(NetworkHelperTransport(timeout: 5))
            let first = try await service(server, transport: transport, at: day("2022-01-01")).refresh(.movie(id: 4))
            let second = try await service(server, transport: transport, at: day("2022-03-01")).refresh(.movie(id: 4))
            #expect(snapshot(second) == snapshot(first))
            #expect(transport.statuses == [200, 304])
            #expect(try cache.movie(id: 4, from: .builtInDemo)?.fetchedAt == day("2022-03-01"))
        }
    }
}

/// A transport that passes requests on and remembers them and the statuses they got.
final class RecordingTransport<Wrapped: HTTPTransport>: HTTPTransport {
    private let wrapped: Wrapped
    private let log = Mutex<[(HTTPRequest, Int)]>([])

    init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }

    var sent: [HTTPRequest] { log.withLock { $0.map(\.0) } }
    var statuses: [Int] { log.withLock { $0.map(\.1) } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let response = try await wrapped.send(request)
        log.withLock { $0.append((request, response.status)) }
        return response
    }
}
