import Foundation
import Logging

/// Signs requests with a credential and renews it when the API says it no longer serves.
///
/// - With no credential yet, requests go unsigned: an API that never asks for one is never
///   asked for one.
/// - On a failure the ``Authenticator`` blames on the credential, one refresh runs at a time;
///   every request that fails meanwhile waits for it and retries with the new credential. A
///   request that failed with an older credential than the current one retries at once.
/// - A failed refresh fails every request waiting on it, and every later one, with that one error.
/// - Each request is retried for its credential at most once; a request the API still refuses
///   fails with ``MovieServiceError/authenticationFailed(_:)``. More than ``maximumRefreshes``
///   refreshes within ``refreshWindow`` are refused: requests fail rather than loop.
public actor AuthenticationInterceptor<A: Authenticator>: RequestInterceptor {
    /// Refreshes allowed within ``refreshWindow`` before the API is judged to refuse every credential.
    public let maximumRefreshes: Int
    /// The span of time over which refreshes are counted.
    public let refreshWindow: Duration

    private let authenticator: A
    private let logger: Logger
    private(set) var credential: A.Credential?
    private var refreshTask: Task<Result<A.Credential, MovieServiceError>, Never>?
    private var refreshTimes: [ContinuousClock.Instant] = []
    private var retriedForCredential: Set<UUID> = []
    private var failedRefresh: MovieServiceError?

    /// - Parameter credential: the credential kept from an earlier run, if any.
    public init(
        authenticator: A, credential: A.Credential? = nil, maximumRefreshes: Int = 3,
        refreshWindow: Duration = .seconds(30), logger: Logger = Logger(label: "movies.auth")
    ) {
        self.authenticator = authenticator
        self.credential = credential
        self.maximumRefreshes = maximumRefreshes
        self.refreshWindow = refreshWindow
        self.logger = logger
    }

    /// The credential requests are signed with now.
    public var currentCredential: A.Credential? { credential }

    public func adapt(_ request: HTTPRequest) async throws(MovieServiceError) -> HTTPRequest {
        // Do not send a credential a refresh under way is replacing: it would only come back
        // refused. Take the new one from the refresh itself: this actor may resume here before
        // the refresher stores it.
        if let refreshTask {
            switch await refreshTask.value {
            case .success(let fresh): return authenticator.apply(fresh, to: request)
            case .failure(let error): throw error
            }
        }
        guard let credential else { return request }
        return authenticator.apply(credential, to: request)
    }

    public func retry(_ request: HTTPRequest, dueTo failure: RequestFailure) async -> RetryDecision {
        guard case .response(let response) = failure,
            authenticator.didRequest(request, with: response, failDueToAuthenticationError: ())
        else { return .doNotRetry }
        guard retriedForCredential.insert(request.id).inserted else {
            logger.debug("the API refused the new token too for \(Redaction.describe(request.url))")
            return .doNotRetryWithError(AuthenticationFailures.freshTokenRefused(request))
        }
        if let credential, !authenticator.isRequest(request, authenticatedWith: credential) {
            logger.debug("retrying \(Redaction.describe(request.url)) with the token refreshed meanwhile")
            return .retry
        }
        switch await refreshed() {
        case .success: return .retry
        case .failure(let error): return .doNotRetryWithError(error)
        }
    }

    /// The outcome of the refresh under way, or of a new one.
    private func refreshed() async -> Result<A.Credential, MovieServiceError> {
        if let refreshTask {
            return await refreshTask.value
        }
        // A refresh that failed fails the rest of the command alike, without asking again.
        if let failedRefresh {
            return .failure(failedRefresh)
        }
        let now = ContinuousClock.now
        refreshTimes = refreshTimes.filter { now - $0 < refreshWindow }
        guard refreshTimes.count < maximumRefreshes else {
            let error = AuthenticationFailures.tooManyRefreshes(refreshTimes.count, within: refreshWindow)
            logger.debug("not refreshing the token: \(error)")
            return .failure(error)
        }
        refreshTimes.append(now)
        logger.debug("refreshing the API token")
        let (authenticator, stale) = (self.authenticator, credential)
        let task = Task { () async -> Result<A.Credential, MovieServiceError> in
            do throws(MovieServiceError) {
                return .success(try await authenticator.refresh(stale))
            } catch {
                return .failure(error)
            }
        }
        refreshTask = task
        let result = await task.value
        refreshTask = nil
        switch result {
        case .success(let fresh):
            credential = fresh
            logger.debug("got a new API token")
        case .failure(let error):
            failedRefresh = error
            logger.debug("the token refresh failed: \(error)")
        }
        return result
    }
}
