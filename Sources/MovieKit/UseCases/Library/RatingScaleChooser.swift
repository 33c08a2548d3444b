/// Who says whether a bare rating of 5 or below, given a film rated 7 or more before, was meant
/// out of ten or in stars (``TypedRating/couldBeStars(previous:)``): a person asked on a
/// terminal, or no one (``RatingReadOutOfTen``), the rating then read out of ten as typed and
/// ``RatingReading/readOutOfTen(previous:asStars:)`` telling how. A strategy, as ``FilmChooser``
/// is, so that ``LibraryEditor`` prints and reads nothing itself.
public protocol RatingScaleChooser: Sendable {
    /// Which scale `typed` was meant on, for `film`, rated `previous` before.
    func scale(of typed: TypedRating, for film: LibraryFilm, previous: YourRating) async -> RatingScaleChoice
}

/// What a ``RatingScaleChooser`` answers.
public enum RatingScaleChoice: Sendable, Equatable {
    /// No one was asked: the rating is read out of ten, as typed.
    case notAsked
    /// The person said out of ten.
    case outOfTen
    /// The person said stars.
    case stars
    /// The person chose neither: nothing is to be done.
    case cancelled
}

/// The scale chooser that asks no one: a bare rating is read out of ten, as off a terminal.
public struct RatingReadOutOfTen: RatingScaleChooser {
    public init() {}

    public func scale(of typed: TypedRating, for film: LibraryFilm, previous: YourRating) async -> RatingScaleChoice {
        .notAsked
    }
}

/// How ``LibraryEditor`` read a rating, when a person may want told.
public enum RatingReading: Sendable, Equatable {
    /// Written in stars (`4.5/5`): the text, read as that many stars.
    case starsWritten(String)
    /// A bare number that could be stars, asked of no one: read out of ten; the film was rated
    /// `previous` before, and the number in stars would be `asStars`.
    case readOutOfTen(previous: YourRating, asStars: YourRating)
    /// A bare number that could be stars, read as stars because the person said so.
    case chosenStars
}
