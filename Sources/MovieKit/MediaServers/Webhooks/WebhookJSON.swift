/// A JSON value of a webhook's body, of whatever kind it is: a Jellyfin template may write a
/// number or a flag as text, and a field of an unexpected kind must not fail the whole body.
enum WebhookJSON: Decodable, Sendable {
    case object([String: WebhookJSON])
    case array([WebhookJSON])
    case text(String)
    case number(Double)
    case flag(Bool)
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let scalar = container.decodeScalar(null: .null, flag: Self.flag, number: Self.number, text: Self.text) {
            self = scalar
        } else if let array = try? container.decode([WebhookJSON].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: WebhookJSON].self))
        }
    }
}
