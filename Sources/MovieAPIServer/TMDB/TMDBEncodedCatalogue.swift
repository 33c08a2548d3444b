import Foundation
import Synchronization

/// A catalogue's answers, each encoded once, the first time it is asked for, and kept: each
/// film's details body with and without credits and its `ETag`, each film's list entry; and
/// each selection's films in order (a year, a vote floor, a sort), sorted once on first use.
/// Encoding on demand keeps a large catalogue quick to start and small when few films are asked.
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
    private let positionsByID: [Int: Int]
    /// Positions in `movies` of each year's films; films with no known date are in none.
    private let positionsByYear: [Int: [Int]]
    /// Each film's details, by position, once asked for.
    private let details: Mutex<[Details?]>
    /// Each film's entry in a list, by position, once asked for.
    private let listEntries: Mutex<[Data?]>
    /// Each selection's positions in order, as first asked for.
    private let selections = Mutex<[TMDBDiscoverQuery.Selection: [Int]]>([:])
    /// Past this many remembered selections, they are forgotten and sorted again when asked.
    private static let selectionLimit = 4096

    init(movies: [TMDBWire.MovieDetails]) {
        self.movies = movies
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
        let credits = TMDBJSON.encode(movie.credits ?? TMDBWire.Credits(id: movie.id, cast: [], crew: []))
        var withCredits = plainData.dropLast()
        withCredits.append(contentsOf: Array(#","credits":"#.utf8))
        withCredits.append(credits)
        withCredits.append(UInt8(ascii: "}"))
        return Details(plain: Body(plainData), withCredits: Body(Data(withCredits)))
    }

    /// The page `query` asks for, as `discover/movie` writes it.
    func page(_ query: TMDBDiscoverQuery) -> Body {
        let positions = positions(of: query.selection)
        let size = TMDBDiscoverQuery.pageSize
        let totalPages = max(1, (positions.count + size - 1) / size)
        let start = min((query.page - 1) * size, positions.count)
        var body = Data(#"{"page":\#(query.page),"results":["#.utf8)
        for (offset, position) in positions[start..<min(start + size, positions.count)].enumerated() {
            if offset > 0 { body.append(UInt8(ascii: ",")) }
            body.append(listEntry(at: position))
        }
        body.append(contentsOf: Array(#"],"total_pages":\#(totalPages),"total_results":\#(positions.count)}"#.utf8))
        return Body(body)
    }

    private func listEntry(at position: Int) -> Data {
        if let known = listEntries.withLock({ $0[position] }) { return known }
        let encoded = TMDBJSON.encode(TMDBWire.MovieListItem(movies[position]))
        listEntries.withLock { $0[position] = encoded }
        return encoded
    }

    /// The positions of the films `selection` picks, in its order.
    private func positions(of selection: TMDBDiscoverQuery.Selection) -> [Int] {
        if let known = selections.withLock({ $0[selection] }) { return known }
        let candidates = selection.year.map { positionsByYear[$0] ?? [] } ?? Array(movies.indices)
        let picked =
            candidates
            .filter { movies[$0].voteCount >= selection.minimumVotes && (selection.includeAdult || !movies[$0].adult) }
            .sorted { selection.sort.areInOrder(movies[$0], movies[$1]) }
        selections.withLock { selections in
            if selections.count >= Self.selectionLimit { selections.removeAll() }
            selections[selection] = picked
        }
        return picked
    }
}
