import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Mutates the demo API's JSON thousands of times: the decoder never crashes, and the cache
/// either keeps what it had or holds exactly the whole decoded list, never part of one.
struct DecoderFuzzTests {
    static let tokens = [
        #"""#, "{", "}", "[", "]", ",", ":", "null", "-1", "0", "1e400", "99999999999999999999",
        #""2016-02-30""#, #""""#, "true", "\\u0000", "\u{0}", "é", " ", "\n", #"{"name": 1}"#,
    ]

    static func mutate(_ bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...3, using: &generator) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: bytes.remove(at: at)
            case 1: bytes[at] = UInt8.random(in: 0...255, using: &generator)
            case 2: bytes.insert(contentsOf: Array((tokens.randomElement(using: &generator) ?? "").utf8), at: at)
            case 3:
                let end = min(bytes.count, at + Int.random(in: 1...40, using: &generator))
                bytes.removeSubrange(at..<end)
            default:
                let end = min(bytes.count, at + Int.random(in: 1...40, using: &generator))
                bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0..<bytes.count, using: &generator))
            }
        }
        return bytes
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func neverCrashesAndNeverSavesPartOfAList(seed: UInt64) async throws {
        let original = Array(
            try Data(contentsOf: apiFixturesFolder.appendingPathComponent("api/movies/topGrossing/2016")))
        let saved = makeMovies(3)
        var generator = SplitMix64(seed: seed)  // deterministic, so a failure replays from its seed
        var decodedCount = 0
        for iteration in 0..<250 {
            let body = Data(Self.mutate(original, using: &generator))
            let cache = try CacheDatabase.inMemory()
            try cache.saveMovies(saved, in: .topGrossing, year: 2016, from: .builtInDemo, fetchedAt: day("2024-01-01"))
            let api = DemoMovieService(
                client: APIClient(
                    baseURL: URL(string: "https://fuzz.example/api/")!,
                    transport: StubTransport { _ throws(TransportError) in HTTPResponse(status: 200, body: body) }))

            let recorder = CompletionRecorder<[any Movie]>()
            CachingMovieService(wrapping: api, catalogue: .builtInDemo, database: cache).topGrossingMovies(
                year: 2016, completion: recorder.completion)
            let results = await recorder.wait(for: 2, settle: .zero)
            let after = try #require(try cache.movies(in: .topGrossing, year: 2016, from: .builtInDemo))

            switch results.last {
            case .success(.fresh(let movies, _))?:
                decodedCount += 1
                #expect(after.movies.map(snapshot) == movies.map(snapshot), "seed \(seed) iteration \(iteration)")
            case .failure(let error)?:
                guard case .badData = error else {
                    Issue.record("seed \(seed) iteration \(iteration): \(error)")
                    continue
                }
                #expect(after.movies.map(snapshot) == saved, "seed \(seed) iteration \(iteration)")
            default:
                Issue.record("seed \(seed) iteration \(iteration): \(results.map { $0.kind() })")
            }
        }
        #expect(decodedCount < 250, "no mutation broke the JSON; the fuzzer is not mutating")
    }
}
