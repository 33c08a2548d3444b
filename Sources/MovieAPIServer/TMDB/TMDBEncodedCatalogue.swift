import Foundation
import Synchronization

/// A catalogue's answers, encoded when it is made, so a request only looks them up: each
/// film's details body with and without credits and its `ETag`, each film's list entry; and
/// each selection's films in order (a year, a vote floor, a sort), sorted once on first use.
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

    private let movies: [TMDBWire.MovieDetails]
    private let details: [Int: Details]
    /// Each film's entry in a list, in the order of `movies`.
    private let listEntries: [Data]
    /// Positions in `movies` of each year's films; films with no known date are in none.
    private let positionsByYear: [Int: [Int]]
    /// Each selection's positions in order, as first asked for.
    private let selections = Mutex<[TMDBDiscoverQuery.Selection: [Int]]>([:])
    /// Past this many remembered selections, they are forgotten and sorted again when asked.
    private static let selectionLimit = 4096

    init(movies: [TMDBWire.MovieDetails]) {
        self.movies = movies
        var details: [Int: Details] = [:]
        var listEntries: [Data] = []
        var positionsByYear: [Int: [Int]] = [:]
        for (position, movie) in movies.enumerated() {
            details[movie.id] = Self.details(of: movie)
            listEntries.append(TMDBJSON.encode(TMDBWire.MovieListItem(movie)))
            if let year = movie.releaseYear { positionsByYear[year, default: []].append(position) }
        }
        self.details = details
        self.listEntries = listEntries
        self.positionsByYear = positionsByYear
    }

    /// The answer to `movie/{id}`, credits appended last as TMDB appends them.
    private static func details(of movie: TMDBWire.MovieDetails) -> Details {
        var plain = movie
        plain.credits = nil
        let plainData = TMDBJSON.encode(plain)
        let credits = TMDBJSON.encode(movie.credits ?? TMDBWire.Credits(id: movie.id, cast: [], crew: []))
        var withCredits = plainData.dropLast()
        withCredits.append(contentsOf: Array(#","credits":"#.utf8))
        withCredits.append(credits)
        withCredits.append(UInt8(ascii: "}"))
        return Details(plain: Body(plainData), withCredits: Body(Data(withCredits)))
    }

    /// The answers about film `id`, if there is one.
    func details(id: Int) -> Details? {
        details[id]
    }

    /// The page `query` asks for, as `discover/movie` writes it.
    func page(_ query: TMDBDiscoverQuery) -> Body {
        let positions = positions(of: query.selection)
        let size = TMDBDiscoverQuery.pageSize
        let totalPages = max(1, (positions.count + size - 1) / size)
        let start = min((query.page - 1) * size, positions.count)
        let onPage = positions[start..<min(start + size, positions.count)]
        var body = Data(#"{"page":\#(query.page),"results":["#.utf8)
        for (offset, position) in onPage.enumerated() {
            if offset > 0 { body.append(UInt8(ascii: ",")) }
            body.append(listEntries[position])
        }
        body.append(contentsOf: Array(#"],"total_pages":\#(totalPages),"total_results":\#(positions.count)}"#.utf8))
        return Body(body)
    }

    /// The positions of the films `selection` picks, in its order.
    private func positions(of selection: TMDBDiscoverQuery.Selection) -> [Int] {
        if let known = selections.withLock({ $0[selection] }) { return known }
        let candidates = selection.year.map { positionsByYear[$0] ?? [] } ?? Array(movies.indices)
        let picked = candidates
            .filter { movies[$0].voteCount >= selection.minimumVotes && (selection.includeAdult || !movies[$0].adult) }
            .sorted { selection.sort.areInOrder(movies[$0], movies[$1]) }
        selections.withLock { selections in
            if selections.count >= Self.selectionLimit { selections.removeAll() }
            selections[selection] = picked
        }
        return picked
    }
}
