import Foundation
import MovieKit

/// How the diary's commands name a viewing in what they print.
enum ViewingText {
    /// "watched 2024-05-18", or "seen without a day".
    static func day(of viewing: Viewing) -> String {
        viewing.watchedOn.map { "watched \(APIDate.format($0))" } ?? "seen without a day"
    }

    /// What changed, in a line's words: "now watched 2024-05-19, rated 8.5/10, was 7/10, tagged cinema".
    static func changes(_ change: ViewingChange) -> [String] {
        let before = change.before, after = change.after
        var parts: [String] = []
        if let day = after.watchedOn, day != before.watchedOn { parts.append("now watched \(APIDate.format(day))") }
        if after.rating != before.rating {
            if let rating = after.rating {
                parts.append("rated " + LibraryFilmText.rating(rating, replacing: before.rating))
            } else {
                parts.append("rating taken away")
            }
        }
        if !change.addedTags.isEmpty { parts.append("tagged " + change.addedTags.joined(separator: ", ")) }
        if !change.removedTags.isEmpty { parts.append("untagged " + change.removedTags.joined(separator: ", ")) }
        if after.review != before.review {
            parts.append(after.review == nil ? "review taken away" : "review written")
        }
        return parts
    }
}
