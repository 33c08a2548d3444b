/// Reading a JSON value whose kind is not known beforehand, as ``SyncValue`` and ``WebhookJSON``
/// do: `null`, then `true`/`false`, then a number, then a string, in that order (a flag is never
/// read as a number, nor a number as text).
extension SingleValueDecodingContainer {
    /// The value, made by the case for its kind; `nil` when it is none of these (an array or an
    /// object), for the caller to read as its own kinds.
    func decodeScalar<Value>(
        null: Value, flag: (Bool) -> Value, number: (Double) -> Value, text: (String) -> Value
    ) -> Value? {
        if decodeNil() { return null }
        if let value = try? decode(Bool.self) { return flag(value) }
        if let value = try? decode(Double.self) { return number(value) }
        if let value = try? decode(String.self) { return text(value) }
        return nil
    }
}
