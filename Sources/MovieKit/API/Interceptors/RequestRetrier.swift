/// Decides what happens after a request failed: retry it now, retry it after a delay, or fail.
///
/// The API client asks after every failed attempt: a status other than success or a redirect, or
/// a transport error. It enforces the command's ``Deadline`` and ``APIClient/maximumAttempts``
/// itself, so a retrier cannot make a request loop or outlast the deadline.
public protocol RequestRetrier: Sendable {
    /// What to do about `request` (as it was sent, with its ``HTTPRequest/attempt``) failing with `failure`.
    func retry(_ request: HTTPRequest, dueTo failure: RequestFailure) async -> RetryDecision
}
