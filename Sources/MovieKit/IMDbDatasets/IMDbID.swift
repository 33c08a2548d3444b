/// IMDb's ids, as IMDb writes them (`tt0083658` for a title, `nm0000148` for a person) and as
/// `movies` keeps them (the number after the prefix).
public enum IMDbID {
    /// A title's id: `tt` and the number, at least seven digits (`tt0083658`, `tt10872600`).
    public static func title(_ number: Int) -> String { "tt" + padded(number) }

    /// A person's id: `nm` and the number, at least seven digits (`nm0000148`).
    public static func person(_ number: Int) -> String { "nm" + padded(number) }

    /// The number of a title's id (`tt0083658` → 83658); `nil` for anything else.
    public static func titleNumber(_ id: some StringProtocol) -> Int? { number(of: id, prefix: "tt") }

    /// The number of a person's id (`nm0000148` → 148); `nil` for anything else.
    public static func personNumber(_ id: some StringProtocol) -> Int? { number(of: id, prefix: "nm") }

    private static func padded(_ number: Int) -> String {
        let digits = String(number)
        return digits.count >= 7 ? digits : String(repeating: "0", count: 7 - digits.count) + digits
    }

    private static func number(of id: some StringProtocol, prefix: String) -> Int? {
        let utf8 = Array(id.utf8)
        guard utf8.count > 2, utf8.count <= 12, utf8.starts(with: prefix.utf8) else { return nil }
        var number = 0
        for byte in utf8.dropFirst(2) {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return number > 0 ? number : nil
    }
}
