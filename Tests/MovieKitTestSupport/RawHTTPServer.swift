import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A deliberately misbehaving HTTP server on 127.0.0.1 (a free port): for every connection it
/// reads the request head and then plays a script of raw bytes, pauses and closes, so tests can
/// send what no well-behaved server would (bodies cut short, endless drips, lies in headers).
public final class RawHTTPServer: Sendable {
    /// One step of what the server does on a connection.
    public enum Step: Sendable {
        case write(Data)
        case pause(Duration)
        /// Writes `count` bytes of `byte`, in chunks, as fast as the client reads.
        case flood(count: Int, byte: UInt8)
        case close
    }

    /// What a client asked, as the server read it.
    public struct Request: Sendable {
        public let method: String
        public let path: String
        public let head: String
    }

    public let baseURL: URL
    private let listener: Int32
    private let log = RequestLog()

    /// Starts listening; `script` decides what each request gets.
    public init(script: @escaping @Sendable (Request) -> [Step]) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound, listen(listener, 64) == 0 else {
            close(listener)
            throw POSIXError(.EADDRNOTAVAIL)
        }
        let port = UInt16(bigEndian: address.sin_port)
        baseURL = URL(string: "http://127.0.0.1:\(port)/api/")!
        let log = self.log
        let thread = Thread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                Thread.detachNewThread {
                    Self.serve(connection, script: script, log: log)
                }
            }
        }
        thread.start()
    }

    /// A server that answers every request with `status`, `headers` and `body`, honestly framed.
    public convenience init(status: Int, headers: [String: String] = [:], body: String) throws {
        try self.init { _ in [.write(Self.response(status: status, headers: headers, body: Data(body.utf8))), .close] }
    }

    /// The requests read so far.
    public var received: [Request] { log.requests.withLock { $0 } }

    /// Stops accepting connections; connections under way end with their scripts.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }

    /// A complete response: status line, `Content-Length` (unless `headers` sets it) and body.
    public static func response(status: Int, headers: [String: String] = [:], body: Data) -> Data {
        var head = "HTTP/1.1 \(status) Status\r\n"
        var headers = headers
        if headers.keys.first(where: { $0.lowercased() == "content-length" }) == nil {
            headers["Content-Length"] = String(body.count)
        }
        headers["Connection"] = "close"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            head += "\(name): \(value)\r\n"
        }
        return Data((head + "\r\n").utf8) + body
    }

    private static func serve(_ connection: Int32, script: (Request) -> [Step], log: RequestLog) {
        defer { close(connection) }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var head = Data()
        while !head.contains(Data("\r\n\r\n".utf8)) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            head.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: head, as: UTF8.self)
        let requestLine = text.prefix { $0 != "\r" }.split(separator: " ")
        let request = Request(
            method: requestLine.first.map(String.init) ?? "",
            path: requestLine.dropFirst().first.map(String.init) ?? "",
            head: text)
        log.requests.withLock { $0.append(request) }
        for step in script(request) {
            switch step {
            case .write(let data):
                guard write(data, to: connection) else { return }
            case .pause(let duration):
                let (seconds, attoseconds) = duration.components
                usleep(UInt32(seconds) * 1_000_000 + UInt32(attoseconds / 1_000_000_000_000))
            case .flood(let count, let byte):
                let chunk = Data(repeating: byte, count: 65_536)
                var left = count
                while left > 0 {
                    guard write(chunk.prefix(left), to: connection) else { return }
                    left -= min(left, chunk.count)
                }
            case .close:
                return
            }
        }
    }

    private static func write(_ data: Data, to connection: Int32) -> Bool {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = send(connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}

private final class RequestLog: Sendable {
    let requests = Mutex<[RawHTTPServer.Request]>([])
}
