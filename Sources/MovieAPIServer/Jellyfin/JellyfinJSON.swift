import Foundation
import Hummingbird

/// How the Jellyfin dialect writes and reads JSON: Swift's lowerCamelCase names become
/// Jellyfin's PascalCase (`playCount` is `PlayCount`), keys sorted so the same value gives the
/// same bytes.
enum JellyfinJSON {
    /// A coding key made from a string.
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .custom { path in
            let name = path.last?.stringValue ?? ""
            return Key(stringValue: name.prefix(1).uppercased() + name.dropFirst())
        }
        // The wire types hold only strings, numbers, booleans and dictionaries of strings, which always encode.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }

    /// `body` read as `T`; `nil` when it is not.
    static func decode<T: Decodable>(_ type: T.Type, from body: Data) -> T? {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .custom { path in
            let name = path.last?.stringValue ?? ""
            return Key(stringValue: name.prefix(1).lowercased() + name.dropFirst())
        }
        return try? decoder.decode(type, from: body)
    }
}

extension Response {
    /// A JSON answer as Jellyfin sends it: `application/json; charset=utf-8` with its length.
    static func jellyfinJSON(_ body: Data, status: HTTPResponse.Status = .ok) -> Response {
        var headers: HTTPFields = [:]
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.contentLength] = String(body.count)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
