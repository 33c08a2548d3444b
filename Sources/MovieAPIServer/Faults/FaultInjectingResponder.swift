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
            return Self.text(stats.json(), status: .ok, contentType: "application/json")
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
            return Self.text(Data("failing on purpose\n".utf8), status: .init(code: faults.failStatus), headers: headers)
        }
        if faults.requireToken {
            if request.uri.path.hasSuffix("/auth") {
                let token = tokens.issue()
                stats.recordTokenIssued()
                return Self.text(Data((token + "\n").utf8), status: .ok)
            }
            let presented = request.headers[.authorization].flatMap { value in
                value.hasPrefix("Bearer ") ? String(value.dropFirst("Bearer ".count)) : nil
            }
            guard let presented, tokens.isValid(presented) else {
                return Self.text(Data("a valid bearer token is required\n".utf8), status: .unauthorized, headers: [.wwwAuthenticate: "Bearer"])
            }
        }
        var response = try await wrapped.respond(to: request, context: context)
        if request.method == .get, response.status == .ok, random.chance(faults.dropRate) {
            response.body = DroppingBodyWriter.dropping(response.body)
        }
        return response
    }

    private static func text(_ body: Data, status: HTTPResponse.Status, contentType: String = "text/plain; charset=utf-8", headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        headers[.contentLength] = String(body.count)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
