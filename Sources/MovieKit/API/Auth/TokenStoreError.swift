/// Why a token could not be kept.
public enum TokenStoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or its folder could not be written; the text says which and why.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .cannotWrite(let reason): "cannot write the token file: \(reason)"
        }
    }
}
