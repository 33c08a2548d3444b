import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One end of the byte stream between `movies` and its network helper: whole frames out,
/// whole frames in, on a file descriptor it owns.
public final class NetworkHelperChannel: Sendable {
    private let input: Int32
    private let output: Int32
    private let writeLock = Mutex(())
    private let closed = Atomic(false)

    /// Takes ownership of `descriptor`, a socket read and written both; ``close()`` closes it.
    public convenience init(descriptor: Int32) {
        self.init(input: descriptor, output: descriptor)
    }

    /// Takes ownership of `input`, read for frames, and `output`, written with them.
    public init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Writes `frame` whole; frames written from several threads never interleave.
    /// - Throws: ``TransportError/connectionLost(_:)`` when the other end has gone.
    public func write(_ frame: NetworkHelperFrame) throws(TransportError) {
        let data = frame.encoded()
        let written = writeLock.withLock { _ in
            data.withUnsafeBytes { bytes -> Bool in
                var offset = 0
                while offset < bytes.count {
                    let count = Self.write(output, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                    if count < 0 && errno == EINTR { continue }
                    guard count > 0 else { return false }
                    offset += count
                }
                return true
            }
        }
        guard written else { throw .connectionLost("the other end closed the connection") }
    }

    /// Reads frames until the other end closes, handing each to `receive`; returns then.
    /// - Throws: ``TransportError/connectionLost(_:)`` for bytes that are not frames.
    public func readFrames(_ receive: (NetworkHelperFrame) -> Void) throws(TransportError) {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 256 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            buffer.append(contentsOf: chunk[0..<count])
            while let frame = try NetworkHelperFrame.next(from: &buffer) {
                receive(frame)
            }
        }
    }

    /// Closes the descriptor, once however often it is called; the other end reads the end of
    /// the stream, and a read under way here returns.
    public func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        for descriptor in Set([input, output]) {
            _ = shutdown(descriptor, Int32(SHUT_RDWR))
            #if canImport(Glibc)
            _ = Glibc.close(descriptor)
            #else
            _ = Darwin.close(descriptor)
            #endif
        }
    }

    /// `send` without SIGPIPE on a socket whose peer has gone; plain `write` on anything else.
    private static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        let sent = send(descriptor, bytes, count, flags)
        if sent < 0 && errno == ENOTSOCK {
            #if canImport(Glibc)
            return Glibc.write(descriptor, bytes, count)
            #else
            return Darwin.write(descriptor, bytes, count)
            #endif
        }
        return sent
    }
}
