/// Sends one request and returns the whole response, whatever its status.
///
/// Implementations say how: ``FixtureTransport`` answers in-process from a table of files,
/// ``NetworkHelperTransport`` goes over the network through `movies-http`, a helper process
/// that runs libcurl, so the networking stack is loaded only when needed. A transport does not
/// follow redirects, retry, or judge the status: the API layer above it does.
public protocol HTTPTransport: Sendable {
    /// Sends `request`; throws only when no response could be had at all.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse
}
