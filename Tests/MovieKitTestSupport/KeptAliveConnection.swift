import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A plain socket to 127.0.0.1 that asks as a client meaning to ask again does: each request
/// says `Connection: keep-alive`, and the connection stays open after its answer until
/// ``close()``, as a browser's or libcurl's does between two requests.
public final class KeptAliveConnection: Sendable {
    public let port: Int
    private let descriptor: Mutex<Int32?>

    /// Connects to 127.0.0.1:`port`.
    public init(port: Int) throws {
        self.port = port
        descriptor = Mutex(try LoopbackPost.connectedSocket(port: port))
    }

    /// GETs `path` and reads its answer whole; the connection stays open.
    public func get(_ path: String) throws -> LoopbackPost.Answer {
        guard let open = descriptor.withLock({ $0 }) else { throw POSIXError(.EBADF) }
        let head = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: keep-alive\r\n\r\n"
        guard LoopbackPost.send(Data(head.utf8), to: open) else { throw POSIXError(.EPIPE) }
        return try LoopbackPost.answer(LoopbackPost.readAll(open))
    }

    /// Whether ``close()`` has let the connection go.
    public var isClosed: Bool { descriptor.withLock { $0 == nil } }

    /// Lets the connection go; closing it again does nothing.
    public func close() {
        descriptor.withLock { open in
            if let descriptor = open { Glibc.close(descriptor) }
            open = nil
        }
    }

    deinit {
        close()
    }
}
