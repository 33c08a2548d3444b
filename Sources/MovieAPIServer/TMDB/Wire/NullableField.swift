/// An optional that is always written, `nil` as JSON `null`, as TMDB writes a missing poster
/// or date: the key is never left out. Read back, a missing key is `nil` too.
@propertyWrapper
public struct NullableField<Value> {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }
}

extension NullableField: Sendable where Value: Sendable {}
extension NullableField: Equatable where Value: Equatable {}

extension NullableField: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}

extension NullableField: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }
}

extension KeyedDecodingContainer {
    /// A missing key reads as `nil`, as an optional would.
    public func decode<Value: Decodable>(
        _ type: NullableField<Value>.Type, forKey key: Key
    ) throws -> NullableField<Value> {
        try decodeIfPresent(type, forKey: key) ?? NullableField(wrappedValue: nil)
    }
}
