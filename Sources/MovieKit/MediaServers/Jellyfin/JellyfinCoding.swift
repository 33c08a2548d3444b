import Foundation

/// How Jellyfin's JSON reads: PascalCase names (`PlayCount`) become Swift's lowerCamelCase
/// (`playCount`); bodies written the other way round.
enum JellyfinCoding {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            let name = path.last?.stringValue ?? ""
            return Key(stringValue: name.prefix(1).lowercased() + name.dropFirst())
        }
        return decoder
    }()

    /// Reads types whose coding keys are Jellyfin's own names (`PlayCount`), as they are: the
    /// `/Items` page, where ``decoder`` would make a name for each key of each of its items.
    static let namedAsSent = JSONDecoder()

    /// `object` as a JSON body with Jellyfin's names.
    static func body(_ object: [String: String]) -> Data {
        (try? JSONEncoder().encode(object)) ?? Data()
    }
}
