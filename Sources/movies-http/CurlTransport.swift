import CCurl
import Foundation
import MovieHTTP
import Synchronization

/// An ``HTTPTransport`` over libcurl's multi interface: one thread drives every transfer, with
/// connections kept for the next request and at most ``maximumConnectionsPerHost`` to one host.
/// It never follows a redirect (the API layer decides where credentials go), speaks only HTTP and
/// HTTPS, keeps no cookies and caches nothing, ends a transfer that takes longer than its timeout
/// in all (a server dripping a byte now and then included), and stops reading a body past a size
/// limit, so a hostile API cannot exhaust memory. A body written to a file
/// (``HTTPRequest/bodyDestination``) has the request's own limit (none unless it says), so a
/// hostile host cannot fill a disk, and is bounded by its timeout only while nothing arrives.
final class CurlTransport: HTTPTransport {
    /// Connections open at once to one host: more than a page of TMDB films and its page.
    static let maximumConnectionsPerHost = 24

    private let curl: Libcurl
    private let engine: CurlEngine
    private let timeout: TimeInterval
    private let maximumBodySize: Int

    /// - Parameters:
    ///   - timeout: how long a request may take in all.
    ///   - maximumBodySize: the largest body accepted; a larger one fails with ``TransportError/tooLarge(limit:)``.
    /// - Throws: ``Libcurl/Unavailable`` when libcurl cannot be loaded.
    init(timeout: TimeInterval, maximumBodySize: Int) throws(Libcurl.Unavailable) {
        let curl = try Libcurl.shared.get()
        guard let engine = CurlEngine(curl, maximumConnectionsPerHost: Self.maximumConnectionsPerHost) else {
            throw Libcurl.Unavailable(description: "libcurl could not start a transfer loop")
        }
        self.curl = curl
        self.engine = engine
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
    }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try await transfer(request, head: nil)
    }

    func send(
        _ request: HTTPRequest, head: @escaping @Sendable (HTTPResponseHead) -> Void
    ) async throws(TransportError) -> HTTPResponse {
        try await transfer(request, head: head)
    }

    /// Sends `request`, telling `head` its answer's status and headers as they arrive when it
    /// writes its body to a file.
    private func transfer(
        _ request: HTTPRequest, head: (@Sendable (HTTPResponseHead) -> Void)?
    ) async throws(TransportError) -> HTTPResponse {
        guard
            let transfer = CurlTransfer(
                request, curl: curl, timeout: timeout, maximumBodySize: maximumBodySize, head: head)
        else {
            throw .connectionLost("libcurl could not make a transfer")
        }
        let engine = self.engine
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                engine.start(transfer, continuation: continuation)
            }
        } onCancel: {
            engine.cancel(transfer)
        }
        return try result.get()
    }
}

/// The thread that runs libcurl's multi handle: transfers are handed to it, and it resumes each
/// one's continuation when the transfer ends, fails or is cancelled.
private final class CurlEngine: @unchecked Sendable {
    typealias Continuation = CheckedContinuation<Result<HTTPResponse, TransportError>, Never>

    private struct Handoff {
        var started: [(CurlTransfer, Continuation)] = []
        var cancelled: [CurlTransfer] = []
    }

    private let curl: Libcurl
    private let multi: Libcurl.Multi
    private let handoff = Mutex(Handoff())
    /// The transfers under way, by their easy handle; touched only by the engine's thread.
    private var running: [Libcurl.Easy: (transfer: CurlTransfer, continuation: Continuation)] = [:]

    init?(_ curl: Libcurl, maximumConnectionsPerHost: Int) {
        guard let multi = curl.multiInit() else { return nil }
        self.curl = curl
        self.multi = multi
        curl.set(multi, multiOption: CCURLMOPT_MAX_HOST_CONNECTIONS, maximumConnectionsPerHost)
        let thread = Thread { [self] in run() }
        thread.name = "movies-http transfers"
        thread.start()
    }

    func start(_ transfer: CurlTransfer, continuation: Continuation) {
        handoff.withLock { $0.started.append((transfer, continuation)) }
        _ = curl.multiWakeup(multi)
    }

    func cancel(_ transfer: CurlTransfer) {
        transfer.isCancelled.store(true, ordering: .releasing)
        handoff.withLock { $0.cancelled.append(transfer) }
        _ = curl.multiWakeup(multi)
    }

    private func run() {
        var active: Int32 = 0
        while true {
            let taken = handoff.withLock { handoff in
                defer { handoff = Handoff() }
                return handoff
            }
            for (transfer, continuation) in taken.started {
                guard !transfer.isCancelled.load(ordering: .acquiring) else {
                    continuation.resume(returning: .failure(.cancelled))
                    continue
                }
                running[transfer.easy] = (transfer, continuation)
                _ = curl.multiAddHandle(multi, transfer.easy)
            }
            for transfer in taken.cancelled {
                finish(transfer.easy, with: .failure(.cancelled))
            }
            _ = curl.multiPerform(multi, &active)
            while let (easy, code) = curl.nextDone(of: multi) {
                guard let transfer = running[easy]?.transfer else { continue }
                finish(easy, with: transfer.result(code))
            }
            let now = ContinuousClock.now
            for (easy, entry) in running where entry.transfer.isIdle(at: now) {
                finish(easy, with: .failure(.timedOut))
            }
            _ = curl.multiPoll(multi, nil, 0, 1000, nil)
        }
    }

    /// Ends the transfer of `easy`, unless it has ended already, and hands back its result.
    private func finish(_ easy: Libcurl.Easy, with result: Result<HTTPResponse, TransportError>) {
        guard let (_, continuation) = running.removeValue(forKey: easy) else { return }
        _ = curl.multiRemoveHandle(multi, easy)
        continuation.resume(returning: result)
    }
}
