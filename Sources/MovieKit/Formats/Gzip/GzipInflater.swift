import CZlib
import Foundation

/// Inflates a gzip file, members one after another as `gzip -d` reads them, into buffers the
/// caller gives, on the caller's thread; ``GzipFileReader`` runs one beside the parser (one thread
/// at a time uses it: hence `@unchecked Sendable`).
///
/// zlib checks each member's CRC-32 and length; a file that ends inside a member, or holds no
/// member at all, is ``GzipReadError/truncated``.
final class GzipInflater: @unchecked Sendable {
    private let zlib: ZlibStream
    private let descriptor: Int32
    private let input: UnsafeMutableRawBufferPointer
    private var fileRead: Int64 = 0
    private var atEndOfFile = false
    private var inMember = false
    private var membersEnded = 0
    private var finished = false
    private var closed = false
    /// An error met after some bytes were inflated, thrown by the next ``fill(_:)``.
    private var failure: GzipReadError?

    /// The size of the reads from the file.
    static let inputSize = 256 * 1024

    /// Opens the gzip file at `path`.
    /// - Throws: ``GzipReadError/zlibUnavailable(reason:)`` when zlib cannot be loaded,
    ///   ``GzipReadError/unreadable(reason:)`` when the file cannot be opened,
    ///   ``GzipReadError/notAFile(_:)`` when what is there is not a file.
    init(path: String) throws(GzipReadError) {
        do {
            zlib = try ZlibStream(.gzipOrZlib)
        } catch {
            throw error.zlibIsMissing ? .zlibUnavailable(reason: error.reason) : .corrupt(reason: error.reason)
        }
        // Without waiting, should a FIFO have taken the file's place since it was looked at: one
        // would keep the import waiting for a writer for ever.
        descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            Foundation.close(descriptor)
            throw .notAFile(at: path)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        input = .allocate(byteCount: Self.inputSize, alignment: 16)
    }

    /// zlib's stream, whose buffers ``inflate(into:count:produced:)`` and ``readInput()`` set.
    private var stream: UnsafeMutablePointer<cz_stream> { zlib.stream }

    deinit { close() }

    /// The compressed bytes inflated so far.
    var compressedBytesRead: Int64 { fileRead - Int64(stream.pointee.avail_in) }

    /// Fills `buffer` with the next inflated bytes; returns how many, fewer than its size only at
    /// the end of the file (or before an error), 0 once the end is reached.
    /// - Throws: ``GzipReadError`` when the file cannot be read, is damaged or ends early, once
    ///   the bytes inflated before that have been returned.
    func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(GzipReadError) -> Int {
        if let failure { throw failure }
        guard let base = buffer.baseAddress else { return 0 }
        var produced = 0
        do {
            try inflate(into: base, count: buffer.count, produced: &produced)
        } catch {
            // What was inflated before the damage goes out first, so the reader reaches the
            // line where the file goes wrong.
            guard produced > 0 else { throw error }
            failure = error
        }
        return produced
    }

    private func inflate(into base: UnsafeMutableRawPointer, count: Int, produced: inout Int) throws(GzipReadError) {
        while produced < count, !finished {
            if stream.pointee.avail_in == 0, !atEndOfFile { try readInput() }
            if stream.pointee.avail_in == 0, atEndOfFile {
                guard !inMember, membersEnded > 0 else { throw .truncated }
                finished = true
                break
            }
            inMember = true
            stream.pointee.next_out = (base + produced).assumingMemoryBound(to: UInt8.self)
            stream.pointee.avail_out = UInt32(count - produced)
            let result = zlib.inflate()
            produced = count - Int(stream.pointee.avail_out)
            switch result {
            case Int32(CZ_OK):
                continue
            case Int32(CZ_BUF_ERROR) where stream.pointee.avail_in == 0 || stream.pointee.avail_out == 0:
                continue  // wants more input, or more room
            case Int32(CZ_STREAM_END):
                // Another member may follow (gzip allows any number, one after another).
                inMember = false
                membersEnded += 1
                zlib.reset()
            default:
                throw .corrupt(reason: zlib.reason(for: result))
            }
        }
    }

    private func readInput() throws(GzipReadError) {
        guard let base = input.baseAddress else { return }
        var count: Int
        repeat {
            count = read(descriptor, base, input.count)
        } while count < 0 && errno == EINTR
        guard count >= 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        if count == 0 {
            atEndOfFile = true
        } else {
            fileRead += Int64(count)
            stream.pointee.next_in = UnsafePointer(base.assumingMemoryBound(to: UInt8.self))
            stream.pointee.avail_in = UInt32(count)
        }
    }

    /// Ends zlib's stream and closes the file; nothing may be read after.
    func close() {
        guard !closed else { return }
        closed = true
        zlib.end()
        Foundation.close(descriptor)
        input.deallocate()
    }
}
