/// Why the config file could not be read or written, in one line that names it (and the line
/// at fault), so that a person can mend it by hand.
public enum ConfigFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A line that is not `key = value`, a comment or blank; an unknown key; a key given twice;
    /// or a value that does not read.
    case badLine(path: String, line: Int, reason: String)
    /// The file is there but cannot be read: not a file, or not readable.
    case cannotRead(path: String, reason: String)
    /// The file is over `limit` bytes (``ConfigFile/maximumSize``), and was not read further.
    case tooLarge(path: String, limit: Int)
    /// A value given to be written does not read (nothing is written).
    case badValue(key: ConfigKey, reason: String)
    /// The file or its folder could not be written.
    case cannotWrite(path: String, reason: String)

    /// The refusal in one line: `PATH:LINE: reason` for a line at fault.
    public var description: String {
        switch self {
        case .badLine(let path, let line, let reason): "\(path):\(line): \(reason)"
        case .badValue(let key, let reason): "\(key.rawValue) \(reason)"
        case .cannotRead(let path, let reason): "cannot read the config file \(path): \(reason)"
        case .tooLarge(let path, let limit):
            "the config file \(path) is over \(limit / 1024) KB; a config file holds a few settings: keep them and remove the rest"
        case .cannotWrite(let path, let reason): "cannot write the config file \(path): \(reason)"
        }
    }
}
