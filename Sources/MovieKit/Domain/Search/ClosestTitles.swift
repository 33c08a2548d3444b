/// How far a title is from a search that found nothing, to suggest the closest ones: looser
/// than a search's own match (``FuzzyTitleMatch``), as "did you mean" is (``ClosestNames``).
///
/// A title is close when it is as a whole (at most one edit for every three letters typed), or
/// when each word typed is close to one of its words or their beginning, so "midnite leger"
/// comes to Midnight Ledger and "amelie clockmakr" to Amélie and the Clockmaker. Nonsense comes
/// to nothing.
public struct ClosestTitles: Sendable {
    private let whole: ClosestNames
    private let words: [ClosestNames]

    /// A search's text as typed.
    public init(to typed: String) {
        whole = ClosestNames(to: typed)
        words = Self.words(of: typed).map { ClosestNames(to: $0) }
    }

    /// How many edits `title` is from the text typed (fewer is closer); `nil` when it is not close.
    public func edits(to title: String) -> Int? {
        if let edits = whole.edits(to: title) { return edits }
        let titleWords = Self.words(of: title)
        guard words.count > 1, !titleWords.isEmpty else { return nil }
        var total = 0
        for word in words {
            guard let edits = titleWords.compactMap({ word.edits(to: $0) }).min() else { return nil }
            total += edits
        }
        // Word by word ranks after every title close as a whole.
        return whole.maximumEdits + 1 + total
    }

    private static func words(of text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }
}
