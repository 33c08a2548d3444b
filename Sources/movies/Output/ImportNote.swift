import Foundation
import MovieKit

/// The line on stderr that says which import answered (a source that answers from one, as
/// IMDb's datasets do), and how old it is: "from IMDb's datasets (published 2026-11-20),
/// imported 2 days ago".
enum ImportNote {
    static func text(
        _ source: MovieSourceDescription, importedAt: Date, publishedAt: Date? = nil, now: Date = MoviesClock.now()
    ) -> String {
        let published = publishedAt.map { " (published \(APIDate.format($0)))" } ?? ""
        return "from \(source.answerer)\(published), imported \(Formatting.age(of: importedAt, now: now))"
    }
}
