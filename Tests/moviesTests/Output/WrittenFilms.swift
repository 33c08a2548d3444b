import Foundation
import MovieKit
import Testing

/// Films as `--format json` writes them, read back as the demo API's films: the same facts, with
/// the title as `title` (the API's `name`) and the votes as `votes`, which the API has not.
enum WrittenFilms {
    /// The list `json` writes.
    static func list(_ json: String) throws -> [DemoMovie] {
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return try objects.map(film)
    }

    /// The one film `json` writes.
    static func one(_ json: String) throws -> DemoMovie {
        try film(try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]))
    }

    private static func film(_ object: [String: Any]) throws -> DemoMovie {
        var object = object
        object["name"] = object.removeValue(forKey: "title")
        object["votes"] = nil
        if object["rating"] is NSNull { object["rating"] = 0 }
        let data = try JSONSerialization.data(withJSONObject: object)
        return try APICoding.decode(DemoMovie.self, from: data, using: APICoding.makeDecoder())
    }
}
