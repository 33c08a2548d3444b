import Foundation
// MovieKit's API speaks in MovieHTTP's requests and responses: whoever imports MovieKit has them.
@_exported import MovieHTTP
import Synchronization

/// An ``HTTPTransport`` that sends requests through `movies-http`, a helper process started on
/// the first request, so that only runs that go to the network pay for loading the networking
/// stack. Requests are multiplexed over one connection; the helper ends with this process.
///
/// A request with a ``HTTPRequest/bodyDestination`` has its 2xx body written into that file by the
/// helper as it arrives, and may take as long as the body keeps coming: its timeout bounds
/// connecting and any stretch in which nothing arrives, not the whole transfer.
public final class NetworkHelperTransport: HTTPTransport {
    /// The helper's file name; it is looked for beside the running executable.
    public static let helperName = "movies-http"

    /// The largest body read by default: 32 MiB, far above any list the API serves.
    public static let defaultMaximumBodySize = NetworkHelperServer.defaultMaximumBodySize

    /// How long a request may take in all, by default.
    public static let defaultTimeout = NetworkHelperServer.defaultTimeout

    private struct State {
        var process: NetworkHelperProcess?
        /// Why the helper stopped, once it has; later requests fail the same way at once.
        var stopped: TransportError?
        var pending: [UInt64: Continuation] = [:]
        /// Who is told the status and headers of a request whose body goes to a file, by id.
        var heads: [UInt64: @Sendable (HTTPResponseHead) -> Void] = [:]
        /// Requests cancelled before they were handed to the helper.
        var cancelled: Set<UInt64> = []
        var nextID: UInt64 = 0
    }

    /// How much longer than `timeout` this side waits for the helper's own answer.
    private static let helperGrace: TimeInterval = 2

    private typealias Continuation = CheckedContinuation<Result<HTTPResponse, TransportError>, Never>

    private let helper: URL
    private let timeout: TimeInterval
    private let maximumBodySize: Int
    private let environment: [String: String]
    private let state = Mutex(State())

    /// - Parameters:
    ///   - helper: the `movies-http` executable; by default the one beside the running executable.
    ///   - timeout: how long a request may take in all; the helper enforces it, and this side
    ///     gives up a little later should the helper itself hang.
    ///   - maximumBodySize: the largest body accepted; a larger one fails with ``TransportError/tooLarge(limit:)``.
    ///   - environment: the variables the helper starts with, less ``withheldVariables``.
    public init(
        helper: URL = NetworkHelperTransport.defaultHelper,
        timeout: TimeInterval = NetworkHelperTransport.defaultTimeout,
        maximumBodySize: Int = NetworkHelperTransport.defaultMaximumBodySize,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.helper = helper
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
        self.environment = environment.filter { !Self.withheldVariables.contains($0.key) }
    }

    /// Variables the helper is never started with: it gets requests already signed, and a
    /// secret it does not hold cannot leak from it (through `/proc/<pid>/environ`, say). Its
    /// arguments carry only the timeout and the body limit.
    public static let withheldVariables: Set<String> = [TMDBCredential.tokenVariable, TMDBCredential.keyVariable]

    /// `movies-http` in the folder of the running executable (symbolic links resolved).
    public static var defaultHelper: URL {
        let executable =
            Bundle.main.executableURL?.resolvingSymlinksInPath()
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return executable.deletingLastPathComponent().appendingPathComponent(helperName)
    }

    /// Starts the helper now, on a thread of its own, for a command that knows it will ask the
    /// API: the helper's start then overlaps the command's own work instead of delaying its first
    /// request. Nothing happens when the helper runs already; a failure to start it is left to the
    /// first request, which reports it.
    public func start() {
        DispatchQueue.global().async { [self] in
            state.withLock { state in
                guard state.process == nil, state.stopped == nil else { return }
                state.process = try? launch()
            }
        }
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try await exchange(request, head: nil)
    }

    public func send(
        _ request: HTTPRequest, head: @escaping @Sendable (HTTPResponseHead) -> Void
    ) async throws(TransportError) -> HTTPResponse {
        try await exchange(request, head: head)
    }

    private func exchange(
        _ request: HTTPRequest, head: (@Sendable (HTTPResponseHead) -> Void)?
    ) async throws(TransportError) -> HTTPResponse {
        let id = state.withLock { state -> UInt64 in
            state.nextID += 1
            if let head { state.heads[state.nextID] = head }
            return state.nextID
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: Continuation) in
                start(id, request, continuation: continuation)
            }
        } onCancel: {
            let waiting = state.withLock { state -> Continuation? in
                guard let continuation = state.pending.removeValue(forKey: id) else {
                    state.cancelled.insert(id)
                    return nil
                }
                return continuation
            }
            waiting?.resume(returning: .failure(.cancelled))
            try? state.withLock { $0.process }?.channel.write(NetworkHelperFrame(.cancel(id: id)))
        }
        if head != nil { state.withLock { _ = $0.heads.removeValue(forKey: id) } }
        return try result.get()
    }

    private func start(_ id: UInt64, _ request: HTTPRequest, continuation: Continuation) {
        if Task.isCancelled {
            continuation.resume(returning: .failure(.cancelled))
            return
        }
        // Starting the helper blocks for a moment: keep it off the few threads of the cooperative pool.
        DispatchQueue.global().async { [self] in
            if let failure = register(id, request, continuation: continuation) {
                continuation.resume(returning: .failure(failure))
                return
            }
            watch(id, destination: request.bodyDestination, size: request.bodyDestination.flatMap(Self.size(of:)))
        }
    }

    /// Gives up on request `id` with ``TransportError/timedOut`` once the helper has had the
    /// timeout and a grace to answer, unless its body is still arriving in `destination`, whose
    /// size was `size`: then it waits as long again.
    private func watch(_ id: UInt64, destination: URL?, size: Int?) {
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout + Self.helperGrace) { [weak self] in
            guard let self else { return }
            if let destination {
                let now = Self.size(of: destination)
                if now != size, state.withLock({ $0.pending[id] != nil }) {
                    watch(id, destination: destination, size: now)
                    return
                }
            }
            finish(id, with: .failure(.timedOut))
        }
    }

    /// The size of the file at `url`, `nil` when there is none.
    private static func size(of url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
    }

    /// Starts the helper if need be and sends it the request; the error if that failed.
    private func register(_ id: UInt64, _ request: HTTPRequest, continuation: Continuation) -> TransportError? {
        state.withLock { state -> TransportError? in
            if state.cancelled.remove(id) != nil { return .cancelled }
            if let stopped = state.stopped { return stopped }
            do throws(TransportError) {
                let process: NetworkHelperProcess
                if let running = state.process {
                    process = running
                } else {
                    process = try launch()
                    state.process = process
                }
                state.pending[id] = continuation
                do {
                    try process.channel.write(NetworkHelperFrame(.request(id: id, request), body: request.body))
                } catch {
                    state.pending[id] = nil
                    return Self.stopped(because: nil)
                }
                return nil
            } catch {
                return error
            }
        }
    }

    private func launch() throws(TransportError) -> NetworkHelperProcess {
        try NetworkHelperProcess(
            executable: helper,
            arguments: ["--timeout", String(timeout), "--maximum-body-size", String(maximumBodySize)],
            environment: environment
        ) { [weak self] event in
            self?.handle(event)
        }
    }

    private func handle(_ event: NetworkHelperProcess.Event) {
        switch event {
        case .frame(let frame):
            switch frame.message {
            case .response(let id, let status, let headers):
                finish(
                    id,
                    with: .success(HTTPResponse(status: status, headers: HTTPHeaders(pairs: headers), body: frame.body))
                )
            case .failure(let id, let error):
                finish(id, with: .failure(error))
            case .head(let id, let status, let headers):
                state.withLock { $0.heads[id] }?(HTTPResponseHead(status: status, headers: HTTPHeaders(pairs: headers)))
            case .request, .cancel:
                break
            }
        case .ended(let error):
            let stopped = Self.stopped(because: error)
            let orphans = state.withLock { state -> [Continuation] in
                state.process = nil
                state.stopped = stopped
                defer { state.pending.removeAll() }
                return Array(state.pending.values)
            }
            for continuation in orphans {
                continuation.resume(returning: .failure(stopped))
            }
        }
    }

    private static func stopped(because error: TransportError?) -> TransportError {
        let reason = "the network helper stopped before it answered"
        return switch error {
        case .connectionLost(let detail)?: .connectionLost("\(reason) (\(detail))")
        case let error?: .connectionLost("\(reason) (\(error))")
        case nil: .connectionLost(reason)
        }
    }

    private func finish(_ id: UInt64, with result: Result<HTTPResponse, TransportError>) {
        state.withLock { $0.pending.removeValue(forKey: id) }?.resume(returning: result)
    }
}
