import Foundation
import MovieHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An ``HTTPTransport`` over `URLSession`: an ephemeral session (no cookies, no URL cache) that
/// does not follow redirects, so the API layer decides where credentials go, and that stops
/// reading a body past a size limit, so a hostile API cannot exhaust memory.
final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate: URLSessionTransportDelegate
    private let timeout: TimeInterval

    /// Connections open at once to one host: more than a page of TMDB films and its page.
    static let maximumConnectionsPerHost = 24

    /// - Parameters:
    ///   - timeout: how long a request may wait for data, and at most take in all.
    ///   - maximumBodySize: the largest body accepted; a larger one fails with ``TransportError/tooLarge(limit:)``.
    init(timeout: TimeInterval, maximumBodySize: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        // A page's films are asked all at once (TMDB's 20, and the page): each gets a connection,
        // and connections are kept for the next requests.
        configuration.httpMaximumConnectionsPerHost = Self.maximumConnectionsPerHost
        self.timeout = timeout
        delegate = URLSessionTransportDelegate(maximumBodySize: maximumBodySize)
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        for field in request.headers {
            urlRequest.setValue(field.value, forHTTPHeaderField: field.name)
        }
        let task = session.dataTask(with: urlRequest)
        let delegate = self.delegate
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                delegate.begin(task, continuation: continuation)
                task.resume()
                // URLSession on Linux does not enforce timeoutIntervalForResource: a server that
                // drips a byte now and then would hold the request forever without this.
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
                    delegate.expire(task)
                }
            }
        } onCancel: {
            task.cancel()
        }
        return try result.get()
    }

    static func transportError(for error: URLError) -> TransportError {
        switch error.code {
        case .timedOut:
            .timedOut
        case .cancelled:
            .cancelled
        case .networkConnectionLost:
            .connectionLost("the network connection was lost")
        case .notConnectedToInternet:
            .unreachable("no network connection")
        case .cannotFindHost, .dnsLookupFailed:
            .unreachable("cannot find host \(error.failingURL?.host ?? "of the API")")
        case .cannotConnectToHost:
            .unreachable("cannot connect to \(authority(of: error.failingURL) ?? "the host")")
        default:
            .connectionLost(error.localizedDescription)
        }
    }

    private static func authority(of url: URL?) -> String? {
        guard let url, let host = url.host else { return nil }
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
