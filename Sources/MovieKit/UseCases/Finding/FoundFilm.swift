/// The film a person meant, as ``FilmFinder`` found it: the film, how it was taken, the others
/// the words could have meant, and what a person may want told of the finding. Values only: a
/// front end says them as it says things.
public struct FoundFilm: Sendable, Equatable {
    /// How the film was taken.
    public enum Way: Sendable, Equatable {
        /// By the source's id, as given.
        case byID
        /// By IMDb's id of it, which the source (or its cached answer) named.
        case byIMDbID
        /// By its title, among your library's films, where exactly one is titled so.
        case fromYourLibrary
        /// By its title, which equals the one given (ignoring case and accents), the most voted
        /// of several.
        case exactTitle
        /// By the search's first film, none being titled exactly so: a typo, or the start of a title.
        case closestTitle
        /// By its title, the person choosing it among the films the title is close to
        /// (``FoundFilm/closeFilms``, ``FilmChooser``).
        case chosen
    }

    /// What happened on the way that a person may want to know.
    public enum Note: Sendable, Equatable {
        /// The source's search could not be asked now (the failure says why): the cached search
        /// stood in for it.
        case cachedSearchStoodIn(MovieServiceError)
        /// The film's page is not cached (offline): it is kept by its id, its title to follow.
        case notCachedKeptByID
        /// The source could not be asked for the film's page (the failure says why): it is
        /// kept by its id, its title to follow.
        case sourceFailedKeptByID(MovieServiceError)
        /// Your library could not be read: the title was looked for beyond it.
        case libraryUnreadable(LibraryError)
        /// No film of your library is titled as typed, but this one is, but for a typo: it was
        /// taken (``YourFilmTitles/close(to:among:)``).
        case typoForgiven(typed: String, film: LibraryFilm)
    }

    /// What the person typed.
    public let wanted: WantedFilm
    /// The source's id of the film.
    public let id: Int
    /// The film as your library names it: its source and id, and its title, year and IMDb id
    /// as far as they are known (no title for a film taken by id alone and not yet looked up).
    public var film: LibraryFilm
    /// How it was taken.
    public let way: Way
    /// The film as the search or the look-up by IMDb id named it; `nil` for one taken by id or
    /// from your library.
    public let summary: MovieSummary?
    /// The other films the words could have meant, best first: the other films of the same
    /// title, else the search's other films. Each has what a choice needs: title, year, id.
    public let alternatives: [MovieSummary]
    /// What a person may want told, in the order it happened.
    public var notes: [Note]

    /// How many films ``closeFilms`` offers at most.
    public static let closeFilmsOffered = 5

    /// The films the title is close to, best first, when it is close to several, so that a
    /// person may be asked which was meant; empty otherwise. A title is close to several films
    /// when it was looked for beyond your library (``Way/exactTitle`` or ``Way/closestTitle``)
    /// and the search found others it could have meant (``alternatives``):
    /// - several films are titled exactly so (ignoring case and accents), as one title of
    ///   different years (Saltwater, 2019 and 1999): the most voted, then the others of that title;
    /// - none is titled so and the search found several (a typo, or the start of a title that
    ///   several films share): its first films, in its order.
    ///
    /// At most ``closeFilmsOffered``. A film taken by id, by IMDb id, as your library's one film of
    /// that title, or chosen already, is close to no other.
    public var closeFilms: [MovieSummary] {
        guard way == .exactTitle || way == .closestTitle, let summary, !alternatives.isEmpty else { return [] }
        return Array(([summary] + alternatives).prefix(Self.closeFilmsOffered))
    }

    public init(
        wanted: WantedFilm, film: LibraryFilm, id: Int, way: Way, summary: MovieSummary? = nil,
        alternatives: [MovieSummary] = [], notes: [Note] = []
    ) {
        self.wanted = wanted
        self.film = film
        self.id = id
        self.way = way
        self.summary = summary
        self.alternatives = alternatives
        self.notes = notes
    }
}
