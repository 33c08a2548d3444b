import Foundation

/// What to change of a viewing in your diary (``FilmLibrary/changeViewing(_:_:ratedOn:)``): its
/// day, your rating, its tags, your review. What it does not name stays as it is.
public struct ViewingEdit: Sendable, Hashable {
    /// What becomes of a value the viewing may or may not have.
    public enum Value<Wrapped: Sendable & Hashable>: Sendable, Hashable {
        /// It stays as it is.
        case keep
        /// It becomes this.
        case set(Wrapped)
        /// It is taken away.
        case remove
    }

    /// The day it was watched instead, when it changes.
    public var watchedOn: Date?
    /// Your rating of the viewing. A rating set becomes your rating of the film, as a rating
    /// logged with a viewing does; one taken away leaves the film's.
    public var rating: Value<YourRating>
    /// Tags given to it, after those it keeps.
    public var addedTags: [String]
    /// Tags taken off it.
    public var removedTags: [String]
    /// Your review of it.
    public var review: Value<String>

    public init(
        watchedOn: Date? = nil, rating: Value<YourRating> = .keep, addedTags: [String] = [],
        removedTags: [String] = [], review: Value<String> = .keep
    ) {
        self.watchedOn = watchedOn
        self.rating = rating
        self.addedTags = Viewing.tags(addedTags)
        self.removedTags = Viewing.tags(removedTags)
        self.review = review
    }

    /// Whether it names nothing to change.
    public var isEmpty: Bool {
        watchedOn == nil && rating == .keep && addedTags.isEmpty && removedTags.isEmpty && review == .keep
    }

    /// `viewing` as this edit leaves it (its change time as it was).
    func applied(to viewing: Viewing) -> Viewing {
        var edited = viewing
        if let watchedOn { edited.watchedOn = watchedOn }
        switch rating {
        case .keep: break
        case .set(let rating): edited.rating = rating
        case .remove: edited.rating = nil
        }
        switch review {
        case .keep: break
        case .set(let review): edited.review = review.isEmpty ? nil : review
        case .remove: edited.review = nil
        }
        edited.tags = Viewing.tags(viewing.tags.filter { !removedTags.contains($0) } + addedTags)
        return edited
    }
}
