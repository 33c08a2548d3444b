import Foundation
import MovieKit

/// The default retry rules with delays a thousand times shorter, so tests of retries stay fast;
/// `Retry-After` is still honoured up to `maximumRetryAfter`.
public func makeQuickRetryPolicy(
    retryLimit: Int = RetryPolicy.defaultRetryLimit, maximumRetryAfter: Duration = .seconds(5)
) -> RetryPolicy {
    RetryPolicy(retryLimit: retryLimit, initialDelay: .microseconds(250), jitter: 0, maximumRetryAfter: maximumRetryAfter)
}
