import Foundation
import MovieHTTP
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Collects each task's response and body, refuses redirects, and cancels a task whose body
/// grows past the limit.
final class URLSessionTransportDelegate: NSObject, URLSessionDataDelegate, Sendable {
    typealias Continuation = CheckedContinuation<Result<HTTPResponse, TransportError>, Never>

    private struct Transfer {
        let continuation: Continuation
        var response: HTTPURLResponse?
        var body = Data()
        var failure: TransportError?
    }

    private let maximumBodySize: Int
    private let transfers = Mutex<[Int: Transfer]>([:])

    init(maximumBodySize: Int) {
        self.maximumBodySize = maximumBodySize
    }

    func begin(_ task: URLSessionTask, continuation: Continuation) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(continuation: continuation) }
    }

    /// Ends `task` with ``TransportError/timedOut`` unless it has finished already.
    func expire(_ task: URLSessionTask) {
        let running = transfers.withLock { transfers -> Bool in
            guard transfers[task.taskIdentifier] != nil else { return false }
            if transfers[task.taskIdentifier]?.failure == nil {
                transfers[task.taskIdentifier]?.failure = .timedOut
            }
            return true
        }
        if running { task.cancel() }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = response.expectedContentLength > Int64(maximumBodySize)
        transfers.withLock { transfers in
            transfers[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            if tooLarge { transfers[dataTask.taskIdentifier]?.failure = .tooLarge(limit: maximumBodySize) }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let tooLarge = transfers.withLock { transfers -> Bool in
            // Read the transfer in place: a local copy would make every append copy the body.
            guard transfers[id] != nil, transfers[id]?.failure == nil else { return false }
            if (transfers[id]?.body.count ?? 0) + data.count > maximumBodySize {
                transfers[id]?.failure = .tooLarge(limit: maximumBodySize)
                transfers[id]?.body = Data()
                return true
            }
            transfers[id]?.body.append(data)
            return false
        }
        if tooLarge { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.continuation.resume(returning: Self.result(of: transfer, error: error))
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    private static func result(of transfer: Transfer, error: (any Error)?) -> Result<HTTPResponse, TransportError> {
        if let failure = transfer.failure {
            return .failure(failure)
        }
        if let error {
            if let urlError = error as? URLError {
                return .failure(URLSessionTransport.transportError(for: urlError))
            }
            return .failure(.connectionLost(error.localizedDescription))
        }
        guard let response = transfer.response else {
            return .failure(.connectionLost("the answer was not HTTP"))
        }
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String {
                headers[name] = value
            }
        }
        return .success(HTTPResponse(status: response.statusCode, headers: headers, body: transfer.body))
    }
}
