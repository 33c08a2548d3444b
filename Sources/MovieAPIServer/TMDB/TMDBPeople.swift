/// Everyone in a catalogue's credits, cast and crew, one entry per person id, lowest first: who
/// they are as their first appearance by film id tells it, their parts and jobs in film-id order,
/// and the films they are best known for. Finds people by name for `search/person` as films are
/// found by title (``TMDBSearchText``): exact names first, then by popularity, then by id.
struct TMDBPeople: Sendable {
    /// One person and their credits; films are positions in the catalogue's films.
    struct Entry: Sendable {
        var person: TMDBWire.Person
        /// The words of their name and of their original name.
        var names: [[String]]
        var parts: [(movie: Int, part: TMDBWire.CastMember)] = []
        var jobs: [(movie: Int, job: TMDBWire.CrewMember)] = []
        /// At most three of their films, adult ones left out, most popular first, then by id.
        var knownFor: [Int] = []

        /// `person`, with no credits yet.
        init(_ person: TMDBWire.Person) {
            self.person = person
            names = [TMDBSearchText.words(person.name), TMDBSearchText.words(person.originalName)]
        }
    }

    /// How many films `known_for` lists.
    static let knownForCount = 3

    let entries: [Entry]
    private let positionsByID: [Int: Int]
    private let selections = TMDBSelectionCache<TMDBSearchQuery.Selection>()

    /// - Parameter movies: the films, by id, lowest first.
    init(movies: [TMDBWire.MovieDetails]) {
        var byID: [Int: Entry] = [:]
        // Appended to in place: a person in thousands of films is not copied once per film.
        for (position, movie) in movies.enumerated() {
            for part in movie.credits?.cast ?? [] {
                byID[part.id, default: Entry(TMDBWire.Person(part))].parts.append((position, part))
            }
            for job in movie.credits?.crew ?? [] {
                byID[job.id, default: Entry(TMDBWire.Person(job))].jobs.append((position, job))
            }
        }
        let popularity = movies.map(\.popularity)
        let adult = movies.map(\.adult)
        entries = byID.values.sorted { $0.person.id < $1.person.id }.map { entry in
            var entry = entry
            let films = Set(entry.parts.map(\.movie) + entry.jobs.map(\.movie)).filter { !adult[$0] }
            // Positions follow ids, so the lower position is the lower id.
            entry.knownFor = Array(
                films.sorted { popularity[$0] != popularity[$1] ? popularity[$0] > popularity[$1] : $0 < $1 }
                    .prefix(Self.knownForCount))
            return entry
        }
        positionsByID = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.person.id, $0) })
    }

    /// The position of person `id`, if there is one.
    func position(ofPerson id: Int) -> Int? {
        positionsByID[id]
    }

    /// The positions of the people `selection` finds, in order; its year plays no part.
    func positions(of selection: TMDBSearchQuery.Selection) -> [Int] {
        selections.positions(of: selection) {
            let found = entries.indices.filter { position in
                (selection.includeAdult || !entries[position].person.adult)
                    && TMDBSearchText.matches(selection.words, entries[position].names)
            }
            let exact = Set(found.filter { TMDBSearchText.isExactly(selection.words, oneOf: entries[$0].names) })
            return found.sorted { a, b in
                let (one, other) = (entries[a].person, entries[b].person)
                if exact.contains(a) != exact.contains(b) { return exact.contains(a) }
                if one.popularity != other.popularity { return one.popularity > other.popularity }
                return one.id < other.id
            }
        }
    }
}
