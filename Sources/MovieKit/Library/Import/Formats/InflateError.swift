/// Why a raw DEFLATE stream (RFC 1951) could not be decoded.
public enum InflateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input ends before the stream's last block does.
    case truncated
    /// A block's header gives type 3, which DEFLATE reserves.
    case invalidBlockType
    /// A stored block's length does not match the one's complement that follows it.
    case invalidStoredLength
    /// A dynamic block's code lengths make no usable Huffman code: more codes than DEFLATE has,
    /// a repeat with nothing before it or past the end, an over-subscribed or incomplete set, or
    /// no end-of-block code.
    case invalidCodeLengths
    /// The bits spell no code of the block's tables, or a length or distance symbol that DEFLATE
    /// leaves undefined (286, 287, 30, 31).
    case invalidCode
    /// A back-reference reaches before the first byte of the output.
    case distanceTooFarBack
    /// The output would be longer than the limit the caller gave, in bytes.
    case outputOverLimit(Int)

    public var description: String {
        switch self {
        case .truncated: "the compressed data ends early"
        case .invalidBlockType: "the compressed data has a block of an unknown type"
        case .invalidStoredLength: "an uncompressed block's length does not match its check"
        case .invalidCodeLengths: "a block's Huffman code lengths are invalid"
        case .invalidCode: "the compressed data holds an invalid code"
        case .distanceTooFarBack: "the compressed data refers back before its start"
        case .outputOverLimit(let limit): "the data unpacks to more than \(limit) bytes"
        }
    }
}
