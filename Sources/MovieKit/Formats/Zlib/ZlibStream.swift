import CZlib

/// One inflation by the system's zlib (``Zlib``): its `z_stream`, which stays at one address from
/// `inflateInit2_` to `inflateEnd` (zlib's state points back at it), ended when this goes. The
/// gzip reader and the ZIP reader each inflate through one; one thread at a time uses it (hence
/// `@unchecked Sendable`).
final class ZlibStream: @unchecked Sendable {
    /// What the compressed data is wrapped in.
    enum Format {
        /// Raw DEFLATE, with no header and no check: a ZIP file's entries.
        case rawDeflate
        /// gzip or zlib data, its header telling which: gzip members one after another, with
        /// ``ZlibStream/reset()`` between them.
        case gzipOrZlib

        fileprivate var windowBits: Int32 {
            switch self {
            case .rawDeflate: Int32(CZ_WINDOW_BITS_RAW)
            case .gzipOrZlib: Int32(CZ_WINDOW_BITS_AUTO)
            }
        }
    }

    /// Why an inflation could not start: zlib is not installed or too old, or it refused to start
    /// (out of memory, a version it rejects).
    struct StartFailure: Error {
        /// Whether zlib is missing, or too old, rather than refusing.
        let zlibIsMissing: Bool
        /// What a person reads: after what needed zlib when it is missing ("needs zlib
        /// (libz.so.1), which is not installed …"), else "zlib could not start (-4)".
        let reason: String
    }

    private let zlib: Zlib
    /// The stream whose `next_in`, `avail_in`, `next_out` and `avail_out` the caller sets before
    /// each ``inflate()``.
    let stream: UnsafeMutablePointer<cz_stream>
    private var ended: Bool

    /// Starts an inflation of data in `format`.
    /// - Throws: ``StartFailure`` when zlib cannot be loaded or does not start.
    init(_ format: Format) throws(StartFailure) {
        let zlib: Zlib
        switch Zlib.shared {
        case .success(let loaded): zlib = loaded
        case .failure(let unavailable): throw StartFailure(zlibIsMissing: true, reason: unavailable.description)
        }
        let stream = UnsafeMutablePointer<cz_stream>.allocate(capacity: 1)
        stream.initialize(to: cz_stream())
        let result = zlib.inflateInit2(stream, format.windowBits, zlib.version, Int32(MemoryLayout<cz_stream>.size))
        guard result == Int32(CZ_OK) else {
            stream.deallocate()
            throw StartFailure(zlibIsMissing: false, reason: "zlib could not start (\(result))")
        }
        self.zlib = zlib
        self.stream = stream
        ended = false
    }

    deinit { end() }

    /// Inflates what `next_in` holds into `next_out`, as far as either goes: zlib's result.
    func inflate() -> Int32 {
        zlib.inflate(stream, Int32(CZ_NO_FLUSH))
    }

    /// Makes the stream ready for another member, keeping its memory.
    func reset() {
        _ = zlib.inflateReset(stream)
    }

    /// Why `result`, an error of ``inflate()``, came: zlib's message ("invalid block type").
    func reason(for result: Int32) -> String {
        if result == Int32(CZ_MEM_ERROR) { return "out of memory" }
        return stream.pointee.msg.map { String(cString: $0) } ?? "zlib error \(result)"
    }

    /// Frees zlib's state; nothing may be inflated after.
    func end() {
        guard !ended else { return }
        ended = true
        _ = zlib.inflateEnd(stream)
        stream.deallocate()
    }
}
