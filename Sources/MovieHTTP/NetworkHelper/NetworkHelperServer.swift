import Foundation
import Synchronization

/// The helper's side of the connection: reads requests from a channel, sends each through a
/// transport as soon as it arrives, and writes back every response or failure.
public struct NetworkHelperServer: Sendable {
    /// How long a request may take in all, unless the helper is told otherwise.
    public static let defaultTimeout: TimeInterval = 10

    /// The largest body read unless the helper is told otherwise: 32 MiB, far above any list
    /// the API serves.
    public static let defaultMaximumBodySize = 32 * 1024 * 1024

    /// The requests under way, by id, so that a `cancel` can reach them.
    private final class Running: Sendable {
        let tasks = Mutex<[UInt64: Task<Void, Never>]>([:])
    }

    private let transport: any HTTPTransport

    public init(transport: any HTTPTransport) {
        self.transport = transport
    }

    /// Serves `channel` until the other end closes it, then returns without waiting for
    /// requests still under way: nobody is left to read their answers.
    public func serve(_ channel: NetworkHelperChannel) async {
        let (frames, continuation) = AsyncStream<NetworkHelperFrame>.makeStream()
        let reader = Thread {
            try? channel.readFrames { continuation.yield($0) }
            continuation.finish()
        }
        reader.name = "movies-http requests"
        reader.start()

        let running = Running()
        for await frame in frames {
            switch frame.message {
            case .request:
                guard let asked = frame.message.request else { continue }
                let id = asked.id
                var sent = asked.request
                sent.body = frame.body
                let request = sent
                let transport = transport
                let task = Task {
                    let reply: NetworkHelperFrame
                    do throws(TransportError) {
                        let response =
                            if request.bodyDestination == nil {
                                try await transport.send(request)
                            } else {
                                try await transport.send(request) { head in
                                    try? channel.write(NetworkHelperFrame(.head(id: id, head)))
                                }
                            }
                        reply = NetworkHelperFrame(.response(id: id, response), body: response.body)
                    } catch {
                        reply = NetworkHelperFrame(.failure(id: id, error: error))
                    }
                    running.tasks.withLock { _ = $0.removeValue(forKey: id) }
                    try? channel.write(reply)
                }
                running.tasks.withLock { $0[id] = task }
            case .cancel(let id):
                running.tasks.withLock { $0.removeValue(forKey: id) }?.cancel()
            case .response, .failure, .head:
                break
            }
        }
        for task in running.tasks.withLock({ Array($0.values) }) { task.cancel() }
    }
}
