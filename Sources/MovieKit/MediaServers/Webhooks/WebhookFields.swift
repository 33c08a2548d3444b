import Foundation

/// A JSON object of a webhook, read leniently where servers differ (a Jellyfin template may write
/// a number or a flag as text, `"1999"`, `"True"`) and strictly where it matters: every text is
/// bounded, and a value of another kind is as good as missing.
struct WebhookFields {
    /// The longest text taken from a field: a title longer than this is cut.
    static let longestText = 300

    let object: [String: WebhookJSON]

    /// The object `data` holds.
    /// - Throws: ``WebhookPayloadError`` when `data` is not a JSON object.
    init(json data: Data, what: String) throws(WebhookPayloadError) {
        guard case .object(let object) = try? JSONDecoder().decode(WebhookJSON.self, from: data) else {
            throw WebhookPayloadError("\(what) is not a JSON object")
        }
        self.object = object
    }

    init(object: [String: WebhookJSON]) {
        self.object = object
    }

    /// The object under `key`, if it is one.
    func fields(_ key: String) -> WebhookFields? {
        guard case .object(let object) = object[key] else { return nil }
        return WebhookFields(object: object)
    }

    /// The objects of the array under `key`, if it is one.
    func array(_ key: String) -> [WebhookFields] {
        guard case .array(let values) = object[key] else { return [] }
        return values.compactMap { value in
            guard case .object(let object) = value else { return nil }
            return WebhookFields(object: object)
        }
    }

    /// The text under `key` (a whole number written as one is its digits), bounded; `nil` when
    /// missing or blank.
    func text(_ key: String) -> String? {
        var value: String?
        switch object[key] {
        case .text(let text): value = text
        case .number(let number): value = Int(exactly: number).map(String.init)
        default: value = nil
        }
        guard let value = value?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return String(value.prefix(Self.longestText))
    }

    /// The whole number under `key`, written as a number or as text.
    func integer(_ key: String) -> Int? {
        text(key).flatMap { Int($0) }
    }

    /// The flag under `key`, written as one or as text (`true`, `True`).
    func flag(_ key: String) -> Bool? {
        if case .flag(let flag) = object[key] { return flag }
        switch text(key)?.lowercased() {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// A positive TMDB id, from a number or its digits.
    static func tmdbID(_ text: String?) -> Int? {
        guard let text, let id = Int(text), id > 0 else { return nil }
        return id
    }

    /// An IMDb id, `tt` and up to 10 digits; `nil` for anything else.
    static func imdbID(_ text: String?) -> String? {
        guard let text, text.hasPrefix("tt"), (3...12).contains(text.count),
            text.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return text
    }
}
