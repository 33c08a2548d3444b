import Foundation
import Logging

extension APIClient {
    /// A client for IMDb's dataset host at `baseURL` that retries as `retryPolicy` says (a 5xx, a
    /// broken connection) and has no deadline: a download takes as long as its files do, each
    /// request bounded by the transport's timeout (for a file, each stretch without data).
    public static func imdbDatasets(
        baseURL: URL = IMDbDatasetDownload.defaultBaseURL, transport: any HTTPTransport,
        retryPolicy: RetryPolicy = RetryPolicy(), logger: Logger = Logger(label: "movies.api")
    ) -> APIClient {
        APIClient(baseURL: baseURL, transport: transport, interceptor: retryPolicy, deadline: .never, logger: logger)
    }
}
