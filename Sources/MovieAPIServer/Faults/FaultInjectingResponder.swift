import Foundation
import Hummingbird

/// Serves what `wrapped` serves, misbehaving as ``ServerFaults`` asks, counting every answer
/// in ``ServerStats`` and answering `GET /_stats` with the counts.
struct FaultInjectingResponder<Wrapped: HTTPResponder>: HTTPResponder
where Wrapped.Context == BasicRequestContext {
    typealias Context = BasicRequestContext

    let wrapped: Wrapped
    let faults: ServerFaults
    let stats: ServerStats
    let random: SeededRandom
    let tokens: TokenIssuer
    private let counter = RequestCounter()

    init(wrapping wrapped: Wrapped, faults: ServerFaults, stats: ServerStats = ServerStats()) {
        self.wrapped = wrapped
        self.faults = faults
        self.stats = stats
        random = SeededRandom(seed: faults.seed)
        tokens = TokenIssuer(clock: faults.clock, ttl: faults.tokenTTL, random: random)
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        let path = request.uri.path
        if path == "/_stats" {
            return .text(String(decoding: stats.json(), as: UTF8.self), status: .ok, contentType: "application/json")
        }
        let response = try await faultyResponse(to: request, context: context)
        stats.record(path: path, status: response.status.code)
        return response
    }

    private func faultyResponse(to request: Request, context: Context) async throws -> Response {
        if faults.latency > .zero {
            try await faults.clock.sleep(for: faults.latency)
        }
        let number = counter.next()
        if number <= faults.failFirst || random.chance(faults.failRate) {
            var headers: HTTPFields = [:]
            if let retryAfter = faults.retryAfter { headers[.retryAfter] = String(retryAfter) }
            return .text("failing on purpose\n", status: .init(code: faults.failStatus), headers: headers)
        }
        if faults.requireToken {
            if request.uri.path.hasSuffix("/auth") {
                let token = tokens.issue()
                stats.recordTokenIssued()
                return .text(token + "\n", status: .ok)
            }
            let presented = request.headers[.authorization].flatMap { value in
                value.hasPrefix("Bearer ") ? String(value.dropFirst("Bearer ".count)) : nil
            }
            guard let presented, tokens.isValid(presented) else {
                return .text(
                    "a valid bearer token is required\n", status: .unauthorized, headers: [.wwwAuthenticate: "Bearer"])
            }
        }
        var response = try await wrapped.respond(to: request, context: context)
        if request.method == .get, response.status == .ok, random.chance(faults.dropRate) {
            response.body = DroppingBodyWriter.dropping(response.body)
        }
        return response
    }
}
