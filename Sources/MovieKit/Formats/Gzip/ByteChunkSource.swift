/// Where a reader of text gets its bytes: chunks one after another, each valid until the next
/// call, cut anywhere (a line may span several).
protocol ByteChunkSource: AnyObject {
    /// The next chunk, `nil` at the end.
    /// - Throws: ``GzipReadError`` when the bytes cannot be read.
    func next() throws(GzipReadError) -> UnsafeRawBufferPointer?

    /// How many bytes of the file behind the chunks have been read, for a progress bar.
    var compressedBytesRead: Int64 { get }
}
