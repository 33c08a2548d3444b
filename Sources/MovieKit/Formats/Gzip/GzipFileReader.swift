import Foundation

/// A gzip file read as a stream of inflated chunks, its decompression running on a thread of its
/// own a few chunks ahead of the reader, so that inflating and what the reader does with the bytes
/// use two cores. Memory stays bounded: a few chunks of ``chunkSize`` circulate between the two
/// (a ``ChunkQueue``).
///
/// The reader calls ``next()`` until it returns `nil`; each chunk is valid until the next call.
/// An error (damaged or truncated data) arrives after every chunk inflated before it. The thread
/// stops when the reader is released.
final class GzipFileReader: ByteChunkSource {
    /// The size of each chunk: large enough that handing one over costs nothing beside its bytes,
    /// small enough that a few stay in a processor's cache.
    static let chunkSize = 1 << 20

    /// The file's size on disk: what ``compressedBytesRead`` counts up to.
    let compressedByteCount: Int64

    private let queue: ChunkQueue

    /// Opens the gzip file at `url` and starts inflating it, `chunksAhead` chunks at most ahead
    /// of the reader.
    /// - Throws: ``GzipReadError/zlibUnavailable(reason:)``, or ``GzipReadError/unreadable(reason:)``
    ///   when the file cannot be opened.
    init(url: URL, chunkSize: Int = GzipFileReader.chunkSize, chunksAhead: Int = 3) throws(GzipReadError) {
        let inflater = try GzipInflater(path: url.path)
        var status = stat()
        compressedByteCount = stat(url.path, &status) == 0 ? Int64(status.st_size) : 0
        let queue = ChunkQueue(count: chunksAhead + 1, size: chunkSize)
        self.queue = queue
        let thread = Thread { Self.inflate(with: inflater, into: queue) }
        thread.name = "gzip \(url.lastPathComponent)"
        thread.start()
    }

    deinit { queue.stop() }

    var compressedBytesRead: Int64 { queue.compressedBytesRead }

    /// The next chunk of inflated bytes, never empty; `nil` at the end of the file.
    /// - Throws: ``GzipReadError`` when the file is damaged or ends early, once every chunk before
    ///   the damage has been returned.
    func next() throws(GzipReadError) -> UnsafeRawBufferPointer? {
        try queue.next()
    }

    /// The inflating thread: fills free buffers and queues them until the end, an error, or the
    /// reader's release.
    private static func inflate(with inflater: GzipInflater, into queue: ChunkQueue) {
        defer {
            inflater.close()
            queue.fillerFinished()
        }
        while let buffer = queue.takeFree() {
            do {
                let count = try inflater.fill(buffer)
                // The end is a fill of nothing (a short one may be followed by an error).
                let isLast = count == 0
                queue.deliver(buffer, count: count, compressed: inflater.compressedBytesRead, isLast: isLast)
                if isLast { return }
            } catch {
                queue.fail(buffer, with: error)
                return
            }
        }
    }
}
