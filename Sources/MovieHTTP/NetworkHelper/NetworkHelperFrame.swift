import Foundation

/// One unit on the wire between `movies` and its network helper: a message as JSON and an
/// optional body, each preceded by its length as four big-endian bytes.
public struct NetworkHelperFrame: Sendable, Equatable {
    /// The largest part a frame may carry; a reader refuses a longer one rather than allocate it.
    public static let maximumPartSize = 64 * 1024 * 1024

    public var message: NetworkHelperMessage
    public var body: Data

    public init(_ message: NetworkHelperMessage, body: Data = Data()) {
        self.message = message
        self.body = body
    }

    /// The frame's bytes.
    public func encoded() -> Data {
        // Encoding a message of strings, numbers and URLs cannot fail.
        let json = (try? JSONEncoder().encode(message)) ?? Data()
        var data = Data(capacity: 8 + json.count + body.count)
        Self.appendLength(json.count, to: &data)
        data.append(json)
        Self.appendLength(body.count, to: &data)
        data.append(body)
        return data
    }

    /// Removes and returns the first whole frame in `buffer`, or `nil` if it has not all arrived.
    /// - Throws: ``TransportError/connectionLost(_:)`` for bytes that are not a frame.
    public static func next(from buffer: inout Data) throws(TransportError) -> NetworkHelperFrame? {
        guard let jsonLength = length(in: buffer, at: 0) else { return nil }
        guard jsonLength <= maximumPartSize else { throw .connectionLost("the network helper sent a malformed frame") }
        guard let bodyLength = length(in: buffer, at: 4 + jsonLength) else { return nil }
        guard bodyLength <= maximumPartSize else { throw .connectionLost("the network helper sent a malformed frame") }
        let end = 8 + jsonLength + bodyLength
        guard buffer.count >= end else { return nil }
        let start = buffer.startIndex
        let message: NetworkHelperMessage
        do {
            message = try JSONDecoder().decode(
                NetworkHelperMessage.self, from: buffer[(start + 4)..<(start + 4 + jsonLength)])
        } catch {
            throw .connectionLost("the network helper sent a malformed frame")
        }
        let body = Data(buffer[(start + 8 + jsonLength)..<(start + end)])
        buffer.removeSubrange(start..<(start + end))
        return NetworkHelperFrame(message, body: body)
    }

    private static func appendLength(_ length: Int, to data: inout Data) {
        let value = UInt32(clamping: length).bigEndian
        withUnsafeBytes(of: value) { data.append(contentsOf: $0) }
    }

    private static func length(in buffer: Data, at offset: Int) -> Int? {
        let start = buffer.startIndex + offset
        guard buffer.count >= offset + 4 else { return nil }
        return buffer[start..<(start + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}
