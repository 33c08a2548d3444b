/// A property `--format json` always writes: its value, else `null`, where Swift's synthesized
/// `Encodable` would leave the key out. The shapes the JSON promises keep their keys whether or
/// not a fact is known: `@NullWhenNil var rating: YourRating?`.
@propertyWrapper
struct NullWhenNil<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
