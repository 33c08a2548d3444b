/// Films of your library (your watchlist, diary, ratings or one of your lists) as a picker lists
/// them: the films of one source that have its id, each once, in the order given. A film no
/// source matched (an import's, kept by its title) and another source's film cannot have their
/// pages asked of this source: they are left out and counted, for a note.
public struct BrowsableFilms: Sendable, Equatable {
    /// The films to list, in the order given, each once (its first place kept).
    public let films: [MovieSummary]
    /// How many films of the source were left out because no source matched them (no id).
    public let unmatched: Int
    /// How many films of other sources were left out, by source.
    public let otherSources: [MovieSource: Int]

    /// The films of `source` among `library`'s, named by the title and year your library keeps
    /// (no rating: your library holds none of the source's).
    public init(_ library: [LibraryFilm], source: MovieSource) {
        var films: [MovieSummary] = []
        var seen: Set<Int> = []
        var unmatched = 0
        var otherSources: [MovieSource: Int] = [:]
        for film in library {
            guard film.source == source else {
                otherSources[film.source, default: 0] += 1
                continue
            }
            guard let id = film.id else {
                unmatched += 1
                continue
            }
            guard seen.insert(id).inserted else { continue }
            films.append(MovieSummary(id: id, title: film.displayTitle, rating: 0, voteCount: 0, year: film.year))
        }
        self.films = films
        self.unmatched = unmatched
        self.otherSources = otherSources
    }
}
