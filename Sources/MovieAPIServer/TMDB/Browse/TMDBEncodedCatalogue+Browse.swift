import Foundation

extension TMDBEncodedCatalogue {
    /// Page `number` of `list`, as TMDB writes its lists, with `dates` (now playing's and
    /// upcoming's window) when given; `nil` when the list is a film's and there is no such film.
    func page(of list: TMDBBrowseList, number: Int, dates: ClosedRange<TMDBDay>? = nil) -> Body? {
        guard let positions = positions(of: list) else { return nil }
        let tagged = list.tagsMediaType
        return Body(
            TMDBPaging.body(page: number, count: positions.count, dates: dates) {
                listEntry(at: positions[$0], tagged: tagged)
            })
    }

    /// The positions of `list`'s films in its order; `nil` for a film's list when there is no such film.
    func positions(of list: TMDBBrowseList) -> [Int]? {
        switch list {
        case .recommendations(let film), .similar(let film):
            guard positionsByID[film] != nil else { return nil }
        default: break
        }
        return browsing.positions(of: list) { findPositions(of: list) }
    }

    private func findPositions(of list: TMDBBrowseList) -> [Int] {
        let byPopularity = { (a: Int, b: Int) in
            TMDBSortOrder.popularityDescending.areInOrder(self.movies[a], self.movies[b])
        }
        switch list {
        case .weekTrend, .popular:
            return movies.indices.sorted(by: byPopularity)
        case .dayTrend(let day):
            let trends = movies.map { TMDBBrowseList.dayTrend(of: $0, on: day) }
            return movies.indices.sorted {
                trends[$0] != trends[$1] ? trends[$0] > trends[$1] : movies[$0].id < movies[$1].id
            }
        case .released(let from, let through):
            return movies.indices.filter { position in
                movies[position].releaseDate.flatMap { TMDBDay($0) }.map { (from...through).contains($0) } ?? false
            }.sorted(by: byPopularity)
        case .recommendations(let film), .similar(let film):
            guard let position = positionsByID[film] else { return [] }
            return related(to: position, similar: list == .similar(film: film))
        }
    }

    /// The films sharing a genre with the film at `position`, not it, those sharing the most
    /// first; then by popularity, or when `similar` by original language and years apart.
    private func related(to position: Int, similar: Bool) -> [Int] {
        let film = movies[position]
        let genres = Set(film.genres.map(\.id))
        let shared = movies.map { genres.intersection($0.genres.map(\.id)).count }
        func yearsApart(_ other: Int) -> Int {
            guard let year = film.releaseYear, let otherYear = movies[other].releaseYear else { return Int.max }
            return abs(year - otherYear)
        }
        func sameLanguage(_ other: Int) -> Bool { movies[other].originalLanguage == film.originalLanguage }
        return movies.indices.filter { $0 != position && shared[$0] > 0 }.sorted { a, b in
            if shared[a] != shared[b] { return shared[a] > shared[b] }
            if similar {
                if sameLanguage(a) != sameLanguage(b) { return sameLanguage(a) }
                if yearsApart(a) != yearsApart(b) { return yearsApart(a) < yearsApart(b) }
                return movies[a].id < movies[b].id
            }
            return TMDBSortOrder.popularityDescending.areInOrder(movies[a], movies[b])
        }
    }

    /// The answer to `collection/{id}`: the series its films name, their list entries as
    /// `parts` (with `media_type`) by film id, lowest first; `nil` when no film names it.
    func collection(id: Int) -> Body? {
        guard let positions = collections.value[id], let first = positions.first,
            let series = movies[first].belongsToCollection
        else { return nil }
        let parts = positions.map { position in
            var part = TMDBWire.MovieListItem(movies[position])
            part.mediaType = "movie"
            return part
        }
        let titles = parts.map(\.title).joined(separator: ", ")
        return Body(
            TMDBJSON.encode(
                TMDBWire.CollectionDetails(
                    id: id, name: series.name, overview: "\(series.name): \(titles).", posterPath: series.posterPath,
                    backdropPath: series.backdropPath, parts: parts)))
    }

    /// The positions of each collection's films, by collection id.
    static func collections(of movies: [TMDBWire.MovieDetails]) -> [Int: [Int]] {
        var collections: [Int: [Int]] = [:]
        for (position, movie) in movies.enumerated() {
            if let series = movie.belongsToCollection { collections[series.id, default: []].append(position) }
        }
        return collections
    }
}
