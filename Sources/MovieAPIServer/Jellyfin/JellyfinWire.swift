import Foundation

/// The JSON the Jellyfin dialect sends and reads; ``JellyfinJSON`` writes its names in
/// Jellyfin's PascalCase.
enum JellyfinWire {
    /// `GET /Items`: a page of items and how many match in all.
    struct ItemPage: Encodable {
        var items: [Item]
        var totalRecordCount: Int
        var startIndex: Int
    }

    /// One item with its `ProviderIds` (when `fields=ProviderIds` asks) and its `UserData`
    /// (when `enableUserData=true` asks).
    struct Item: Encodable {
        var id: String
        var name: String
        var type: String
        var productionYear: Int?
        var providerIds: [String: String]?
        var userData: UserData?
    }

    /// An item's `UserData`.
    struct UserData: Encodable {
        var played: Bool
        var playCount: Int
        var lastPlayedDate: String?
    }

    /// `POST /QuickConnect/Initiate` and `GET /QuickConnect/Connect`.
    struct QuickConnectResult: Encodable {
        var authenticated: Bool
        var secret: String
        var code: String
        var deviceId: String
        var deviceName: String
        var appName: String
        var appVersion: String
        var dateAdded: String
    }

    /// `POST /Users/AuthenticateByName` and `/Users/AuthenticateWithQuickConnect`.
    struct AuthenticationResult: Encodable {
        var user: User
        var accessToken: String
        var serverId: String
    }

    /// A user as the authentication result carries it.
    struct User: Encodable {
        var name: String
        var id: String
        var serverId: String
    }

    /// `GET /System/Info/Public`: what the server says it is, asked without a token.
    struct PublicSystemInfo: Encodable {
        var serverName: String
        var version: String
        var productName: String
        var id: String
    }

    /// `POST /Users/AuthenticateByName`'s body.
    struct AuthenticateByName: Decodable {
        var username: String
        var pw: String?
    }

    /// `POST /Users/AuthenticateWithQuickConnect`'s body.
    struct AuthenticateWithQuickConnect: Decodable {
        var secret: String
    }

    /// A moment as Jellyfin writes it: UTC with seven fractional digits,
    /// `2026-11-21T06:30:00.0000000Z`.
    static func date(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let ticks = Int(((date.timeIntervalSince1970 - seconds) * 10_000_000).rounded())
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: seconds))
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d.%07dZ", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
            parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, min(ticks, 9_999_999))
    }
}
