import Foundation
import MovieKit

/// The default retry rules with delays a thousand times shorter, so tests of retries stay fast;
/// `Retry-After` is still honoured, up to the default cap.
public func makeQuickRetryPolicy(retryLimit: Int = RetryPolicy.defaultRetryLimit) -> RetryPolicy {
    RetryPolicy(retryLimit: retryLimit, initialDelay: .microseconds(250), jitter: 0)
}
