import Hummingbird

/// Answers as the responder it wraps does, after `latency`: a slow network, for benchmarks.
struct DelayedResponder<Wrapped: HTTPResponder>: HTTPResponder {
    typealias Context = Wrapped.Context

    let wrapped: Wrapped
    let latency: Duration

    func respond(to request: Request, context: Context) async throws -> Response {
        if latency > .zero {
            try await Task.sleep(for: latency)
        }
        return try await wrapped.respond(to: request, context: context)
    }
}
