/// Who says which of the films a title is close to (``FoundFilm/closeFilms``) was meant, when
/// ``FilmFinder`` found several: a person asked on a terminal, or no one (``BestFilmTaken``), the
/// finder then taking the best as it always did. A strategy, so that the finder prints and reads
/// nothing itself.
public protocol FilmChooser: Sendable {
    /// Whether a person is asked at all. When one is, a title your library holds one film of is
    /// also searched for, so that the other films of that title may be offered beside yours.
    var asksSomeone: Bool { get }

    /// Which of `films` (best first, two or more) the person who typed `search` meant; `yours`
    /// is the id of the one your library holds, when one is offered (first).
    func choose(among films: [MovieSummary], yours: Int?, for search: MovieSearch) async -> FilmChoice
}

/// What a ``FilmChooser`` answers.
public enum FilmChoice: Sendable, Equatable {
    /// No one was asked: the best is taken, and the finding says so (``FoundFilm/Way``).
    case best
    /// The person chose the film at this index of those offered (0 is the best).
    case chosen(Int)
    /// The person chose none: nothing is to be done (``FilmFinderError/cancelled``).
    case cancelled
}

/// The chooser that asks no one: the best film is taken, as off a terminal or with `--first`.
public struct BestFilmTaken: FilmChooser {
    public init() {}

    public var asksSomeone: Bool { false }

    public func choose(among films: [MovieSummary], yours: Int?, for search: MovieSearch) async -> FilmChoice {
        .best
    }
}
