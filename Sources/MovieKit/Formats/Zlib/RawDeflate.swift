import CZlib

/// Raw DEFLATE data (RFC 1951: no zlib or gzip wrapper), as a ZIP file's entries hold it,
/// inflated by the system's zlib, as the gzip reader's data is (``ZlibStream``).
///
/// Any input, however damaged or hostile, ends in bytes or a ``RawDeflateError``, and never holds
/// more than a little over the caller's limit in memory: the output grows only as zlib writes it.
public enum RawDeflate {
    /// How much zlib writes at a time, before it is checked against the limit and kept.
    static let chunkSize = 64 * 1024

    /// The bytes `input` inflates to.
    ///
    /// Inflation stops at the end of the block marked last; bytes after it are ignored.
    /// - Parameter outputLimit: the most bytes the output may hold (for a ZIP entry, the size its
    ///   header gives, once checked against a cap): longer output throws
    ///   ``RawDeflateError/outputOverLimit(_:)`` before more than a chunk past it is kept.
    /// - Throws: ``RawDeflateError`` saying what is wrong with the data, or that zlib is missing.
    public static func inflate(_ input: [UInt8], outputLimit: Int) throws(RawDeflateError) -> [UInt8] {
        try input.withUnsafeBufferPointer { (buffer) throws(RawDeflateError) in
            try inflate(buffer, outputLimit: outputLimit)
        }
    }

    /// The bytes `input` inflates to, as the array form inflates them.
    public static func inflate(
        _ input: UnsafeBufferPointer<UInt8>, outputLimit: Int
    ) throws(RawDeflateError) -> [UInt8] {
        let zlib: ZlibStream
        do {
            zlib = try ZlibStream(.rawDeflate)
        } catch {
            throw error.zlibIsMissing ? .zlibUnavailable(reason: error.reason) : .damaged(reason: error.reason)
        }
        let limit = max(0, outputLimit)
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: chunkSize)
        defer { chunk.deallocate() }
        var output: [UInt8] = []
        // Text compresses about fourfold; growth covers the rest without trusting any header.
        output.reserveCapacity(min(limit, min(input.count, 1 << 28) * 4))
        var fed = 0
        while true {
            if zlib.stream.pointee.avail_in == 0, fed < input.count, let base = input.baseAddress {
                // At most 4 GiB at a time: avail_in is 32 bits.
                let count = min(input.count - fed, Int(UInt32.max))
                zlib.stream.pointee.next_in = UnsafePointer(base + fed)
                zlib.stream.pointee.avail_in = UInt32(count)
                fed += count
            }
            zlib.stream.pointee.next_out = chunk.baseAddress
            zlib.stream.pointee.avail_out = UInt32(chunk.count)
            let result = zlib.inflate()
            let produced = chunk.count - Int(zlib.stream.pointee.avail_out)
            guard limit - output.count >= produced else { throw .outputOverLimit(limit) }
            output.append(contentsOf: chunk[..<produced])
            switch result {
            case Int32(CZ_STREAM_END):
                return output
            case Int32(CZ_OK):
                continue
            case Int32(CZ_BUF_ERROR):
                // No progress with room to write: the input is spent before the last block ends.
                throw .truncated
            default:
                throw .damaged(reason: zlib.reason(for: result))
            }
        }
    }
}
