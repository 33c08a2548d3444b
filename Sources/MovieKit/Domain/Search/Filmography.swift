/// A person of a source, by the source's id: one person whatever films they are in.
public struct Person: Sendable, Hashable {
    /// The source's id of the person; `nil` for a source that gives people none (the demo's).
    public var id: Int?
    /// The name, as the source spells it.
    public var name: String

    public init(id: Int?, name: String) {
        self.id = id
        self.name = name
    }
}

/// The films a person played in, newest first (films without a date last), each with the part
/// played, and the other people the name could have meant.
public struct Filmography: Sendable, Hashable {
    /// Whose films these are.
    public var person: Person
    /// The films, newest first, each with ``MovieSummary/character``.
    public var movies: [MovieSummary]
    /// The other people whose names matched, in the source's order.
    public var otherPeople: [Person]

    public init(person: Person, movies: [MovieSummary], otherPeople: [Person] = []) {
        self.person = person
        self.movies = Self.newestFirst(movies)
        self.otherPeople = otherPeople
    }

    /// `movies` newest first (by release day, else by year for a source that knows no day, as
    /// IMDb's datasets), films of no known year last, a film named twice (two parts) once with
    /// both parts.
    static func newestFirst(_ movies: [MovieSummary]) -> [MovieSummary] {
        var merged: [MovieSummary] = []
        var positions: [Int: Int] = [:]
        for movie in movies {
            if let position = positions[movie.id] {
                let parts = [merged[position].character, movie.character].compactMap { $0 }.filter { !$0.isEmpty }
                merged[position].character = parts.isEmpty ? nil : parts.joined(separator: " / ")
            } else {
                positions[movie.id] = merged.count
                merged.append(movie)
            }
        }
        return merged.enumerated().sorted { lhs, rhs in
            if let left = lhs.element.releaseDate, let right = rhs.element.releaseDate, left != right {
                return left > right
            }
            switch (lhs.element.year, rhs.element.year) {
            case (let left?, let right?) where left != right: return left > right
            case (nil, _?): return false
            case (_?, nil): return true
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
