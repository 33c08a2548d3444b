import Foundation

extension ResponseFreshness {
    /// What a response's `ETag`, `Last-Modified` and `Cache-Control` headers say. `no-cache` and
    /// `no-store` count as a max age of zero; a malformed `max-age` as none.
    public init(headers: HTTPHeaders) {
        self.init(
            etag: headers["ETag"], lastModified: headers["Last-Modified"], maxAge: Self.maxAge(headers["Cache-Control"])
        )
    }

    /// The conditional-request headers for these validators: `If-None-Match` and `If-Modified-Since`.
    public var conditionalHeaders: HTTPHeaders {
        var headers = HTTPHeaders()
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    static func maxAge(_ cacheControl: String?) -> TimeInterval? {
        guard let cacheControl else { return nil }
        var maxAge: TimeInterval?
        for directive in cacheControl.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            switch parts.first?.lowercased() {
            case "no-cache", "no-store":
                return 0
            case "max-age":
                if parts.count == 2,
                    let seconds = Int(parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))), seconds >= 0
                {
                    maxAge = TimeInterval(seconds)
                }
            default:
                continue
            }
        }
        return maxAge
    }
}
