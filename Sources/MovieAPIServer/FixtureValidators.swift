import Foundation
import Hummingbird
import MovieKit

/// What the fixture server says about each file's freshness: a strong `ETag` (a hash of its
/// bytes), one `Last-Modified` (when the server started), a `Cache-Control: max-age`; and
/// whether a conditional request's validators still match (answered with 304).
struct FixtureValidators: Sendable {
    private let etags: [String: String]
    private let lastModified: Date
    private let lastModifiedText: String
    private let maxAge: Int

    init(files: [String: Data], lastModified: Date, maxAge: Int) {
        etags = files.mapValues(Self.etag(of:))
        let whole = Date(timeIntervalSince1970: lastModified.timeIntervalSince1970.rounded(.down))
        self.lastModified = whole
        lastModifiedText = HTTPDate.format(whole)
        self.maxAge = maxAge
    }

    /// The `ETag`, `Last-Modified` and `Cache-Control` fields of the file at `path`.
    func headers(for path: String) -> HTTPFields {
        var headers: HTTPFields = [.lastModified: lastModifiedText, .cacheControl: "max-age=\(maxAge)"]
        if let etag = etags[path] { headers[.eTag] = etag }
        return headers
    }

    /// Whether `request` for the file at `path` holds validators that still match it:
    /// `If-None-Match` naming its tag (or `*`), else `If-Modified-Since` not before it changed.
    func isNotModified(_ request: Request, path: String) -> Bool {
        if let match = request.headers[.ifNoneMatch] {
            guard let etag = etags[path] else { return false }
            return Self.matches(match, etag: etag)
        }
        if let since = request.headers[.ifModifiedSince], let date = HTTPDate.parse(since) {
            return date >= lastModified
        }
        return false
    }

    /// Whether an `If-None-Match` value names `etag` (weakly or strongly) or is `*`.
    static func matches(_ ifNoneMatch: String, etag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { tag in
            let tag = tag.trimmingCharacters(in: .whitespaces)
            return tag == "*" || tag == etag || tag == "W/" + etag
        }
    }

    /// A strong tag: the FNV-1a 64-bit hash of the bytes, in hex, quoted.
    static func etag(of data: Data) -> String {
        let hash = data.withUnsafeBytes { bytes in
            bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }
}
