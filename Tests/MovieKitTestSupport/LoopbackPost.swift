import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A POST over a plain socket to 127.0.0.1, as a media server sends a webhook: the request as
/// written here (`Connection: close`), the answer read to the end. It can also declare a body
/// longer than it sends, to show that a server answers without waiting for it.
public struct LoopbackPost: Sendable {
    /// What the server answered: its status and body.
    public struct Answer: Sendable, Equatable {
        public let status: Int
        public let text: String

        public init(status: Int, text: String) {
            self.status = status
            self.text = text
        }
    }

    public let port: Int

    public init(port: Int) {
        self.port = port
    }

    /// Posts `body` to `path` with `contentType`; with `declaredLength`, that `Content-Length` is
    /// sent however long the body is.
    public func post(
        _ path: String, body: Data, contentType: String = "application/json", declaredLength: Int? = nil
    ) throws -> Answer {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EMFILE) }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { throw POSIXError(.ECONNREFUSED) }
        let head =
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: \(contentType)\r\n"
            + "Content-Length: \(declaredLength ?? body.count)\r\nConnection: close\r\n\r\n"
        // A server that answers before the body is all sent may close first: what it answered counts.
        _ = Self.send(Data(head.utf8) + body, to: descriptor)
        return try Self.answer(Self.readAll(descriptor))
    }

    private static func send(_ data: Data, to descriptor: Int32) -> Bool {
        var sent = 0
        while sent < data.count {
            let count = data[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    /// The answer: its head, and as many bytes after it as its `Content-Length` says (a server
    /// may keep the connection open after it), or to the end without one.
    private static func readAll(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while !isWhole(data) {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return data }
            data += buffer[0..<count]
        }
        return data
    }

    private static func isWhole(_ data: Data) -> Bool {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return false }
        return data.count - end.upperBound >= length
    }

    private static func answer(_ data: Data) throws -> Answer {
        let text = String(decoding: data, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n").first, statusLine.hasPrefix("HTTP/1.1 "),
            let status = Int(statusLine.dropFirst(9).prefix(3))
        else { throw POSIXError(.EBADMSG) }
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return Answer(status: status, text: body.trimmingCharacters(in: .newlines))
    }
}
