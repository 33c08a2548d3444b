import Foundation

/// A few buffers circulating between one thread that fills them and one that reads them: the
/// filler takes a free buffer, fills it and queues it; the reader takes the oldest full one and
/// hands it back with its next request. Memory is the buffers, however far either side runs
/// ahead.
final class ChunkQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let buffers: [UnsafeMutableRawBufferPointer]
    private var free: [UnsafeMutableRawBufferPointer]
    private var full: [(buffer: UnsafeMutableRawBufferPointer, count: Int, compressed: Int64)] = []
    private var held: UnsafeMutableRawBufferPointer?
    private var ended = false
    private var failure: GzipReadError?
    private var stopping = false
    private var filling = true
    private var consumed: Int64 = 0

    /// `count` buffers of `size` bytes.
    init(count: Int, size: Int) {
        buffers = (0..<max(count, 2)).map { _ in .allocate(byteCount: size, alignment: 64) }
        free = buffers
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }

    // MARK: The reader's side

    /// The compressed bytes behind the chunks handed out so far.
    var compressedBytesRead: Int64 {
        condition.lock()
        defer { condition.unlock() }
        return consumed
    }

    /// The next full chunk, never empty, valid until the next call; `nil` at the end.
    /// - Throws: the filler's error, once every chunk queued before it has been returned.
    func next() throws(GzipReadError) -> UnsafeRawBufferPointer? {
        condition.lock()
        defer { condition.unlock() }
        if let held {
            free.append(held)
            self.held = nil
            condition.broadcast()
        }
        while full.isEmpty, !ended, failure == nil { condition.wait() }
        guard full.isEmpty else {
            let chunk = full.removeFirst()
            held = chunk.buffer
            consumed = chunk.compressed
            return UnsafeRawBufferPointer(rebasing: chunk.buffer[..<chunk.count])
        }
        if let failure { throw failure }
        return nil
    }

    /// Tells the filler to stop and waits until it has.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopping = true
        condition.broadcast()
        while filling { condition.wait() }
    }

    // MARK: The filler's side

    /// A free buffer to fill, waiting for the reader to hand one back; `nil` once the reader has
    /// stopped.
    func takeFree() -> UnsafeMutableRawBufferPointer? {
        condition.lock()
        defer { condition.unlock() }
        while free.isEmpty, !stopping { condition.wait() }
        return stopping ? nil : free.removeLast()
    }

    /// Queues `buffer`, its first `count` bytes filled from `compressed` bytes of the file;
    /// `isLast` when nothing follows.
    func deliver(_ buffer: UnsafeMutableRawBufferPointer, count: Int, compressed: Int64, isLast: Bool) {
        condition.lock()
        defer { condition.unlock() }
        if count > 0 {
            full.append((buffer, count, compressed))
        } else {
            free.append(buffer)
        }
        ended = ended || isLast
        condition.broadcast()
    }

    /// Gives `buffer` back unfilled and has the reader throw `error` after the chunks queued.
    func fail(_ buffer: UnsafeMutableRawBufferPointer, with error: GzipReadError) {
        condition.lock()
        defer { condition.unlock() }
        free.append(buffer)
        failure = error
        condition.broadcast()
    }

    /// Says the filler has returned: ``stop()`` waits for this.
    func fillerFinished() {
        condition.lock()
        defer { condition.unlock() }
        filling = false
        condition.broadcast()
    }
}
