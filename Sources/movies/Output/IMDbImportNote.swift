import Foundation
import MovieKit

/// The line on stderr that says which import of IMDb's datasets answered, and how old it is.
enum IMDbImportNote {
    static func text(_ facts: IMDbImportFacts, now: Date = Date()) -> String {
        let published = facts.publishedAt.map { " (published \(APIDate.format($0)))" } ?? ""
        return "from IMDb's datasets\(published), imported \(Formatting.age(of: facts.importedAt, now: now))"
    }
}
