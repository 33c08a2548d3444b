import Foundation
import Hummingbird

/// How a request to the Jellyfin dialect proves who sends it, read as Jellyfin 12 does:
/// `Authorization: MediaBrowser Client="…", Device="…", DeviceId="…", Version="…", Token="…"`
/// or `?ApiKey=`; the legacy `X-Emby-Token` header and `?api_key=` are refused outright.
enum JellyfinCredential: Equatable {
    /// No credential at all.
    case none
    /// A `MediaBrowser` header without a token (what logging in sends).
    case client
    /// A token, from the header or `ApiKey`.
    case token(String)
    /// A legacy way Jellyfin 12 no longer accepts, or a header that is not `MediaBrowser`.
    case refused

    init(_ request: Request) {
        let legacyHeader = request.headers.contains { $0.name.canonicalName == "x-emby-token" }
        if legacyHeader || request.uri.queryParameters["api_key"] != nil {
            self = .refused
            return
        }
        if let header = request.headers[.authorization] {
            guard let fields = Self.fields(ofMediaBrowser: header) else {
                self = .refused
                return
            }
            if let token = fields["Token"], !token.isEmpty {
                self = .token(token)
            } else {
                self = .client
            }
            return
        }
        if let key = request.uri.queryParameters["ApiKey"], !key.isEmpty {
            self = .token(String(key))
            return
        }
        self = .none
    }

    /// The `Name="value"` fields of a `MediaBrowser` authorization; `nil` for another scheme.
    static func fields(ofMediaBrowser header: String) -> [String: String]? {
        guard header.hasPrefix("MediaBrowser ") else { return nil }
        var fields: [String: String] = [:]
        for part in header.dropFirst("MediaBrowser ".count).split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let name = pair[0].trimmingCharacters(in: .whitespaces)
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                value = String(value.dropFirst().dropLast())
            }
            fields[name] = value
        }
        return fields
    }
}
