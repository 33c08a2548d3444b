/// What a `GET` whose body goes to a file brought back, when it succeeded
/// (``APIClient/download(_:to:headers:head:)``).
public enum APIDownloadOutcome: Sendable, Equatable {
    /// A 2xx: the whole body is in the file; the response's headers.
    case downloaded(headers: HTTPHeaders)
    /// A 304: the copy the request's validators describe has not changed; the file is untouched.
    case notModified(headers: HTTPHeaders)
}
