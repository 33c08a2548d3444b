/// Sends one request and returns the whole response, whatever its status.
///
/// Implementations say how: ``FixtureTransport`` answers in-process from a table of files,
/// ``NetworkHelperTransport`` goes over the network through `movies-http`, a helper process
/// that runs libcurl, so the networking stack is loaded only when needed. A transport does not
/// follow redirects, retry, or judge the status: the API layer above it does.
public protocol HTTPTransport: Sendable {
    /// Sends `request`; throws only when no response could be had at all.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse

    /// Sends `request` as ``send(_:)`` does, handing `head` the status and headers of the answer
    /// as soon as they are known: before its body arrives when the transport can (a body written
    /// to ``HTTPRequest/bodyDestination`` as it arrives can then be measured against its length),
    /// else once it has. `head` is called at most once, and not at all when no answer came.
    func send(
        _ request: HTTPRequest, head: @escaping @Sendable (HTTPResponseHead) -> Void
    ) async throws(TransportError) -> HTTPResponse
}

extension HTTPTransport {
    /// Sends `request` and hands `head` the answer's status and headers once the whole answer is in.
    public func send(
        _ request: HTTPRequest, head: @escaping @Sendable (HTTPResponseHead) -> Void
    ) async throws(TransportError) -> HTTPResponse {
        let response = try await send(request)
        head(HTTPResponseHead(status: response.status, headers: response.headers))
        return response
    }
}
