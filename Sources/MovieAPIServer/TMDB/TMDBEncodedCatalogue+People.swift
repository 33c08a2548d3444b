import Foundation
import Synchronization

extension TMDBEncodedCatalogue {
    /// A person's answer, as kept once encoded.
    enum PersonAnswer: Hashable {
        /// Their entry in `search/person`, by position among the people.
        case listEntry(Int)
        /// `person/{id}`, by position.
        case details(Int)
        /// `person/{id}/movie_credits`, by position.
        case movieCredits(Int)
    }

    /// The page `query` asks for, as `search/person` writes it: an empty first page for a blank query.
    func peoplePage(_ query: TMDBSearchQuery) -> Body {
        guard !query.isBlank else { return Self.blankSearch }
        let people = people.value
        let positions = people.positions(of: query.selection)
        return Body(
            TMDBPaging.body(page: query.page, count: positions.count) {
                personAnswer(.listEntry(positions[$0]), in: people).data
            })
    }

    /// The answer to `person/{id}`, if there is such a person.
    func person(id: Int) -> Body? {
        let people = people.value
        return people.position(ofPerson: id).map { personAnswer(.details($0), in: people) }
    }

    /// The answer to `person/{id}/movie_credits`, if there is such a person.
    func movieCredits(ofPerson id: Int) -> Body? {
        let people = people.value
        return people.position(ofPerson: id).map { personAnswer(.movieCredits($0), in: people) }
    }

    private func personAnswer(_ answer: PersonAnswer, in people: TMDBPeople) -> Body {
        if let known = personAnswers.withLock({ $0[answer] }) { return known }
        let encoded: Body
        switch answer {
        case .listEntry(let position):
            let entry = people.entries[position]
            let knownFor = entry.knownFor.map { TMDBWire.KnownForMovie(TMDBWire.MovieListItem(movies[$0])) }
            encoded = Body(TMDBJSON.encode(TMDBWire.PersonListItem(person: entry.person, knownFor: knownFor)))
        case .details(let position):
            encoded = Body(TMDBJSON.encode(TMDBWire.PersonDetails(people.entries[position].person)))
        case .movieCredits(let position):
            let entry = people.entries[position]
            let credits = TMDBWire.PersonMovieCredits(
                id: entry.person.id,
                cast: entry.parts.map {
                    TMDBWire.MovieCastCredit(TMDBWire.MovieListItem(movies[$0.movie]), part: $0.part)
                },
                crew: entry.jobs.map { TMDBWire.MovieCrewCredit(TMDBWire.MovieListItem(movies[$0.movie]), job: $0.job) }
            )
            encoded = Body(TMDBJSON.encode(credits))
        }
        personAnswers.withLock { $0[answer] = encoded }
        return encoded
    }
}
