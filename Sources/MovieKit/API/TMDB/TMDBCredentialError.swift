/// Why a TMDB credential could not be read, kept or removed. No case quotes the credential.
public enum TMDBCredentialError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing was given.
    case empty
    /// The text has the shape of neither kind of TMDB credential.
    case unrecognized
    /// The environment variable named holds characters a request cannot carry.
    case unusable(String)
    /// The credential file or its folder could not be written or removed; the text says which and why.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .empty:
            "no TMDB credential was given"
        case .unrecognized:
            "that is neither a TMDB API Read Access Token (a long text starting eyJ with two dots) nor a v3 API key "
                + "(32 hexadecimal digits); both are on \(TMDBCredential.settingsPage)"
        case .unusable(let variable):
            "\(variable) holds spaces or characters a request cannot carry; set it to the credential alone"
        case .cannotWrite(let reason):
            "cannot keep the TMDB credential: \(reason)"
        }
    }
}
