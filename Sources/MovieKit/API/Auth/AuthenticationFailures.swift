import Foundation

/// The reasons ``AuthenticationInterceptor`` gives up, worded once.
enum AuthenticationFailures {
    static func freshTokenRefused(_ request: HTTPRequest) -> MovieServiceError {
        .authenticationFailed("the API refused a fresh token for \(request.url.path)")
    }

    static func tooManyRefreshes(_ count: Int, within window: Duration) -> MovieServiceError {
        .authenticationFailed("the API rejected \(count) fresh tokens within \(window.components.seconds) s; giving up")
    }
}
