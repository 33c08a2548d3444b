import Foundation

/// The API's JSON coders and the translation of their errors into ``MovieServiceError``.
public enum APICoding {
    /// A decoder for the API's JSON: `yyyy-MM-dd` dates, unknown keys ignored.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = APIDate.decodingStrategy
        return decoder
    }

    /// An encoder that writes JSON the API could serve: `yyyy-MM-dd` dates, indented, keys sorted
    /// so the same value always prints the same text.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = APIDate.encodingStrategy
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Decodes `T` from an API body, or fails with ``MovieServiceError/badData(path:reason:)``
    /// naming the field, and in a list the index, at fault.
    public static func decode<T: Decodable>(
        _ type: T.Type, from body: Data, using decoder: JSONDecoder
    ) throws(MovieServiceError) -> T {
        do {
            return try decoder.decode(type, from: body)
        } catch let error as DecodingError {
            throw badData(error, body: body)
        } catch {
            throw .badData(path: "", reason: "\(error)")
        }
    }

    /// Decodes a list of `Element` from an API body a few hundred elements at a time, so that
    /// decoding a long list needs little more memory than the body and the decoded elements
    /// (JSONDecoder's parse of a whole body takes about three times the body).
    ///
    /// Answers and fails as ``decode(_:from:using:)`` would for `[Element]`, with the same error:
    /// a body that is not a list, or a part that does not decode, is decoded whole to say why.
    public static func decodeList<Element: Decodable>(
        _ type: Element.Type, from body: Data, using decoder: JSONDecoder, elementsPerPart: Int = 256
    ) throws(MovieServiceError) -> [Element] {
        guard let ranges = JSONListScanner.elementRanges(in: body) else {
            return try decode([Element].self, from: body, using: decoder)
        }
        var elements: [Element] = []
        elements.reserveCapacity(ranges.count)
        for first in stride(from: 0, to: ranges.count, by: elementsPerPart) {
            let last = min(first + elementsPerPart, ranges.count) - 1
            var part = Data(capacity: ranges[last].upperBound - ranges[first].lowerBound + 2)
            part.append(UInt8(ascii: "["))
            part.append(
                body[(body.startIndex + ranges[first].lowerBound)..<(body.startIndex + ranges[last].upperBound)])
            part.append(UInt8(ascii: "]"))
            guard let decoded = try? decoder.decode([Element].self, from: part) else {
                // A body with several faults is reported by its first in the whole-body
                // decoder's order (syntax before fields), so it alone words the error.
                return try decode([Element].self, from: body, using: decoder)
            }
            elements.append(contentsOf: decoded)
        }
        return elements
    }

    static func badData(_ error: DecodingError, body: Data) -> MovieServiceError {
        switch error {
        case .keyNotFound(let key, let context):
            return .badData(path: path(context.codingPath + [key]), reason: "missing field")
        case .typeMismatch(let type, let context):
            return .badData(path: path(context.codingPath), reason: "expected \(describe(type))\(found(context))")
        case .valueNotFound(let type, let context):
            return .badData(path: path(context.codingPath), reason: "expected \(describe(type)), got null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let trimmed = body.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
                if trimmed.isEmpty {
                    return .badData(path: "", reason: "the body is empty")
                }
                // JSONDecoder says "not valid JSON" for a number too large for its type too, with no path.
                if (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) != nil {
                    return .badData(path: "", reason: "a number in the body is too large")
                }
                return .badData(path: "", reason: "the body is not valid JSON")
            }
            return .badData(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .badData(path: "", reason: "\(error)")
        }
    }

    /// A coding path written as a person reads it: `[3].cast[0].name`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Date.Type: "a date as yyyy-MM-dd"
        case is [Any].Type: "a list"
        case is [String: Any].Type: "an object"
        default: "\(type)"
        }
    }

    private static func found(_ context: DecodingError.Context) -> String {
        let detail = context.debugDescription
        // Foundation says e.g. "Expected to decode Int but found a string instead."
        if let range = detail.range(of: "but found ") {
            let rest = detail[range.upperBound...].replacingOccurrences(of: " instead.", with: "")
            return ", got " + rest.trimmingCharacters(in: .punctuationCharacters)
        }
        return ""
    }
}
