import Foundation

/// Where a URL's content comes from: its scheme, host and port, as browsers judge "same origin".
/// Credentials go only to the origin they were issued by.
public struct APIOrigin: Sendable, Hashable, CustomStringConvertible {
    /// `http` or `https`, lowercased.
    public let scheme: String
    /// The host name or address, lowercased.
    public let host: String
    /// The port, the scheme's default when the URL names none.
    public let port: Int

    /// The origin of `url`, or `nil` when it has no scheme or host. The port defaults to the
    /// scheme's (80 for http, 443 for https).
    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else {
            return nil
        }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
    }

    /// `scheme://host:port`.
    public var description: String {
        let bracketed = host.contains(":") ? "[\(host)]" : host
        return "\(scheme)://\(bracketed):\(port)"
    }

    /// Whether the host is this machine (`localhost`, `127.x.x.x`, `::1`), where plain http is private.
    public var isLoopback: Bool {
        host == "localhost" || host.hasPrefix("127.") || host == "::1" || host == "[::1]"
    }
}
