import Foundation
import Synchronization

/// A catalogue's answers in one language, each encoded once, the first time it is asked for, and
/// kept: each film's details body with and without credits and its `ETag`, each film's list entry,
/// each person's answers; and each selection's films in order (discover's filters and sort, a
/// search, a browsed list), sorted once on first use. Encoding on demand keeps a large catalogue quick to start
/// and small when few films are asked.
final class TMDBEncodedCatalogue: Sendable {
    /// A body and its strong `ETag`.
    struct Body: Sendable {
        let data: Data
        let etag: String

        init(_ data: Data) {
            self.data = data
            etag = FixtureValidators.etag(of: data)
        }
    }

    /// One film's two answers to `movie/{id}`.
    struct Details: Sendable {
        let plain: Body
        let withCredits: Body
    }

    /// The films as answered, perhaps translated, by id, lowest first.
    let movies: [TMDBWire.MovieDetails]
    let positionsByID: [Int: Int]
    /// Positions in `movies` of each year's films; films with no known date are in none.
    private let positionsByYear: [Int: [Int]]
    /// Each film's details, by position, once asked for.
    private let details: Mutex<[Details?]>
    /// Each film's entry in a list, by position, once asked for; without and with `media_type`.
    private let listEntries: Mutex<[Data?]>
    private let taggedListEntries: Mutex<[Data?]>
    /// Each selection's positions in order, as first asked for.
    private let selections = TMDBSelectionCache<TMDBDiscoverQuery.Selection>()
    /// Each browsed list's positions in order, as first asked for.
    let browsing = TMDBSelectionCache<TMDBBrowseList>()
    /// The positions of each collection's films, by collection id, lowest film id first.
    let collections: ComputedOnce<[Int: [Int]]>
    /// Every provider any film has, in any region, by id.
    let providers: ComputedOnce<[TMDBWire.ListedProvider]>
    /// The films found by title.
    private let search: TMDBMovieSearch
    /// Everyone in the films' credits; the same in every language.
    let people: ComputedOnce<TMDBPeople>
    /// The positions of the films with each IMDb id, lowest film id first, for `find`; the same
    /// in every language.
    let imdbPositions: ComputedOnce<[String: [Int]]>
    /// Each person's answers, once asked for.
    let personAnswers = Mutex<[PersonAnswer: Body]>([:])

    /// - Parameters:
    ///   - movies: the films as answered, by id, lowest first.
    ///   - ownTitles: each film's title in its own language, by position, when `movies` are
    ///     translated: a search finds a film by it too.
    ///   - people: everyone in the credits, when another language's answers already know them.
    ///   - imdbPositions: the films' positions by IMDb id, when another language's answers already
    ///     know them.
    init(
        movies: [TMDBWire.MovieDetails], ownTitles: [String]? = nil, people: ComputedOnce<TMDBPeople>? = nil,
        imdbPositions: ComputedOnce<[String: [Int]]>? = nil
    ) {
        self.movies = movies
        search = TMDBMovieSearch(movies: movies, ownTitles: ownTitles)
        self.people = people ?? ComputedOnce { TMDBPeople(movies: movies) }
        self.imdbPositions = imdbPositions ?? ComputedOnce { Self.imdbPositions(of: movies) }
        var positionsByID: [Int: Int] = [:]
        var positionsByYear: [Int: [Int]] = [:]
        for (position, movie) in movies.enumerated() {
            positionsByID[movie.id] = position
            if let year = movie.releaseYear { positionsByYear[year, default: []].append(position) }
        }
        self.positionsByID = positionsByID
        self.positionsByYear = positionsByYear
        details = Mutex(Array(repeating: nil, count: movies.count))
        listEntries = Mutex(Array(repeating: nil, count: movies.count))
        taggedListEntries = Mutex(Array(repeating: nil, count: movies.count))
        collections = ComputedOnce { Self.collections(of: movies) }
        providers = ComputedOnce { Self.providers(of: movies) }
    }

    /// The answers about film `id`, if there is one.
    func details(id: Int) -> Details? {
        guard let position = positionsByID[id] else { return nil }
        if let known = details.withLock({ $0[position] }) { return known }
        let encoded = Self.details(of: movies[position])
        details.withLock { $0[position] = encoded }
        return encoded
    }

    /// The answer to `movie/{id}`, credits appended last as TMDB appends them.
    private static func details(of movie: TMDBWire.MovieDetails) -> Details {
        var plain = movie
        plain.credits = nil
        let plainData = TMDBJSON.encode(plain)
        var appended = movie.credits ?? TMDBWire.Credits(cast: [], crew: [])
        appended.id = nil
        let credits = TMDBJSON.encode(appended)
        var withCredits = plainData.dropLast()
        withCredits.append(contentsOf: Array(#","credits":"#.utf8))
        withCredits.append(credits)
        withCredits.append(UInt8(ascii: "}"))
        return Details(plain: Body(plainData), withCredits: Body(Data(withCredits)))
    }

    /// The page `query` asks for, as `discover/movie` writes it.
    func page(_ query: TMDBDiscoverQuery) -> Body {
        let positions = positions(of: query.selection)
        return Body(TMDBPaging.body(page: query.page, count: positions.count) { listEntry(at: positions[$0]) })
    }

    /// The page `query` asks for, as `search/movie` writes it: an empty first page for a blank query.
    func searchPage(_ query: TMDBSearchQuery) -> Body {
        guard !query.isBlank else { return Self.blankSearch }
        let positions = search.positions(of: query.selection)
        return Body(TMDBPaging.body(page: query.page, count: positions.count) { listEntry(at: positions[$0]) })
    }

    /// What TMDB answers a search with no query: the first page of nothing.
    static let blankSearch = Body(TMDBPaging.body(page: 1, count: 0) { _ in Data() })

    /// The list entry of the film at `position`, with `"media_type":"movie"` when `tagged`.
    func listEntry(at position: Int, tagged: Bool = false) -> Data {
        let known = tagged ? taggedListEntries.withLock { $0[position] } : listEntries.withLock { $0[position] }
        if let known { return known }
        var entry = TMDBWire.MovieListItem(movies[position])
        if tagged { entry.mediaType = "movie" }
        let encoded = TMDBJSON.encode(entry)
        if tagged {
            taggedListEntries.withLock { $0[position] = encoded }
        } else {
            listEntries.withLock { $0[position] = encoded }
        }
        return encoded
    }

    /// The positions of the films `selection` picks, in its order.
    private func positions(of selection: TMDBDiscoverQuery.Selection) -> [Int] {
        selections.positions(of: selection) {
            let candidates = selection.year.map { positionsByYear[$0] ?? [] } ?? Array(movies.indices)
            return
                candidates
                .filter { selection.admits(movies[$0]) }
                .sorted { selection.sort.areInOrder(movies[$0], movies[$1]) }
        }
    }
}
