/// Why one attempt of a request failed: the API answered with a status the client does not
/// accept, or no answer could be had at all.
public enum RequestFailure: Sendable, Equatable {
    /// The API answered, with a status other than success or a followed redirect.
    case response(HTTPResponse)
    /// The transport could not deliver an answer.
    case transport(TransportError)

    /// The answer's status, or `nil` for a transport error.
    public var status: Int? {
        if case .response(let response) = self { response.status } else { nil }
    }
}
