import Foundation

extension APIClient {
    /// The same client, each request to its own origin carrying a linked account's `session_id`
    /// as well, after every adapter it had (so after the credential); retried as before.
    public func withSession(_ session: String) -> APIClient {
        guard let origin = APIOrigin(baseURL) else { return self }
        let adapter = TMDBSessionAdapter(session: session, origin: origin)
        let interceptor = Interceptor(
            adapters: (self.interceptor.map { [$0] } ?? []) + [adapter],
            retriers: self.interceptor.map { [$0] } ?? [])
        return APIClient(
            baseURL: baseURL, transport: transport, interceptor: interceptor, deadline: deadline, logger: logger)
    }
}
