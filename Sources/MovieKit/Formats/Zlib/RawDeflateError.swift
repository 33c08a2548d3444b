/// Why raw DEFLATE data (RFC 1951) could not be inflated.
public enum RawDeflateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// zlib is not installed, or too old: what a person reads after what needed it ("needs zlib
    /// (libz.so.1), which is not installed …").
    case zlibUnavailable(reason: String)
    /// The input ends before the data's last block does.
    case truncated
    /// The data does not decode: zlib's reason ("invalid block type", "invalid distance too far
    /// back").
    case damaged(reason: String)
    /// The output would be longer than the limit the caller gave, in bytes.
    case outputOverLimit(Int)

    public var description: String {
        switch self {
        case .zlibUnavailable(let reason): "inflating DEFLATE data \(reason)"
        case .truncated: "the compressed data ends early"
        case .damaged(let reason): "the compressed data does not decode: \(reason)"
        case .outputOverLimit(let limit): "the data unpacks to more than \(limit) bytes"
        }
    }
}
