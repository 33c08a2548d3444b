/// Why a ZIP file, or one of its entries, could not be read: one line a person can act on.
///
/// The archive-wide errors other than ``cannotRead(path:reason:)`` do not name the file (an
/// archive read from bytes has no name); the caller puts its path in front.
public enum ZIPArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is missing, is not a regular file, or cannot be read.
    case cannotRead(path: String, reason: String)
    /// The file is larger than the size limit it was read with.
    case archiveTooLarge(size: Int, limit: Int)
    /// No end-of-central-directory record: the file is not a ZIP file at all.
    case notAZIPFile
    /// The central directory, a local header or an entry's data runs past the end of the file.
    case truncated
    /// A record does not have the signature or the layout a ZIP file's record has.
    case malformed(reason: String)
    /// The archive is split into parts (a "spanned" or multi-disk ZIP file).
    case multipart
    /// The archive has more entries or bytes than a plain ZIP file holds and uses ZIP64.
    case zip64Archive
    /// The entry's sizes or offset need ZIP64, which is not read.
    case zip64Entry(name: String)
    /// The entry is encrypted (general-purpose flag bit 0).
    case encryptedEntry(name: String)
    /// The entry is compressed with a method other than stored (0) or deflate (8).
    case unsupportedMethod(name: String, method: UInt16)
    /// The entry unpacks to more bytes than the size limit allows.
    case entryTooLarge(name: String, size: Int, limit: Int)
    /// The entries read unpack, together, to more bytes than the limit of them all allows.
    case entriesTooLarge(size: Int, limit: Int)
    /// The entry's data does not decode, unpacks to a size other than its header gives, or fails
    /// its CRC-32 check.
    case damagedEntry(name: String, reason: String)
    /// A deflated entry was to be read and zlib, which inflates it, is not installed, or too old:
    /// what to install.
    case zlibUnavailable(reason: String)

    public var description: String {
        switch self {
        case .cannotRead(let path, let reason):
            "cannot read \(path): \(reason)"
        case .archiveTooLarge(let size, let limit):
            "the ZIP file is \(ByteCount.text(size)), more than the \(ByteCount.text(limit)) movies reads"
        case .notAZIPFile:
            "the file is not a ZIP file"
        case .truncated:
            "the ZIP file is truncated; download or copy it again"
        case .malformed(let reason):
            "the ZIP file is damaged (\(reason)); download or copy it again"
        case .multipart:
            "the ZIP file is split into parts, which movies cannot read; join them into one file first"
        case .zip64Archive:
            "the ZIP file uses ZIP64, which movies cannot read"
        case .zip64Entry(let name):
            "entry \(name) uses ZIP64, which movies cannot read"
        case .encryptedEntry(let name):
            "entry \(name) is encrypted; make the ZIP file again without a password"
        case .unsupportedMethod(let name, let method):
            "entry \(name) is compressed with method \(method), which movies cannot read; make the ZIP file again with deflate"
        case .entryTooLarge(let name, let size, let limit):
            "entry \(name) unpacks to \(ByteCount.text(size)), more than the \(ByteCount.text(limit)) movies reads of one file"
        case .entriesTooLarge(let size, let limit):
            "the files read unpack to \(ByteCount.text(size)) in all, more than the \(ByteCount.text(limit)) movies reads of one export"
        case .damagedEntry(let name, let reason):
            "entry \(name) is damaged (\(reason))"
        case .zlibUnavailable(let reason):
            "unpacking a ZIP file \(reason)"
        }
    }
}
