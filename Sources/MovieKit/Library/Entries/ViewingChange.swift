/// A viewing in your diary as it was and as it is after a change (``FilmLibrary/changeViewing(_:_:ratedOn:)``).
public struct ViewingChange: Sendable, Hashable {
    /// The viewing before.
    public let before: Viewing
    /// The viewing now.
    public let after: Viewing

    /// The tags given to it.
    public var addedTags: [String] { after.tags.filter { !before.tags.contains($0) } }

    /// The tags taken off it.
    public var removedTags: [String] { before.tags.filter { !after.tags.contains($0) } }

    /// Whether anything changed.
    public var changed: Bool {
        before.watchedOn != after.watchedOn || before.rating != after.rating || before.review != after.review
            || before.tags != after.tags
    }
}
