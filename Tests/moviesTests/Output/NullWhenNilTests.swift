import Foundation
import Testing

@testable import movies

struct NullWhenNilTests {
    struct Row: Encodable {
        let title: String
        @NullWhenNil var rating: Double?
        let year: Int?
    }

    func json(_ row: Row) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(row), as: UTF8.self)
    }

    @Test func anUnknownValueIsWrittenAsNullWhereAnUnmarkedOneIsLeftOut() throws {
        #expect(try json(Row(title: "Zootopia", rating: nil, year: nil)) == #"{"rating":null,"title":"Zootopia"}"#)
    }

    @Test func aKnownValueIsWrittenAsItIs() throws {
        #expect(
            try json(Row(title: "Zootopia", rating: 8.5, year: 2016))
                == #"{"rating":8.5,"title":"Zootopia","year":2016}"#)
    }
}
