import GRDB

extension IMDbDatasets {
    /// The films of the person `name` means, newest first, each with the part played (the
    /// characters, else "Director" or "Writer"): of the people with that name (case and accents
    /// aside), the one whose films have the most votes; the others named after.
    /// - Throws: ``MovieServiceError/notFound(_:)`` when no one of the import has that name.
    public func filmography(ofPersonNamed name: String) throws(MovieServiceError) -> Filmography {
        let people = try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT person.id, person.name,
                      (SELECT total(film.votes) FROM castMember JOIN film ON film.id = castMember.film
                       WHERE castMember.person = person.id)
                      + (SELECT total(film.votes) FROM crewMember JOIN film ON film.id = crewMember.film
                       WHERE crewMember.person = person.id) AS votes
                    FROM person WHERE nameKey = ? ORDER BY votes DESC, person.id LIMIT 20
                    """, arguments: [TitleMatch.folded(name)]
            ).map { Person(id: $0[0], name: $0[1]) }
        }
        guard let person = people.first, let id = person.id else {
            throw .notFound("no one named \"\(name)\" in IMDb's datasets")
        }
        let films = try read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT \(Self.summaryColumns), castMember.characters, NULL FROM castMember
                    JOIN film ON film.id = castMember.film WHERE castMember.person = ?
                    UNION ALL
                    SELECT \(Self.summaryColumns), NULL, crewMember.job FROM crewMember
                    JOIN film ON film.id = crewMember.film WHERE crewMember.person = ?
                    ORDER BY 4 DESC, 6 DESC
                    """, arguments: [id, id]
            ).map { row in
                let job = (row[7] as String?).map { $0 == "director" ? "Director" : "Writer" }
                return Self.summary(row, character: row[6] ?? job)
            }
        }
        return Filmography(person: person, movies: films, otherPeople: Array(people.dropFirst()))
    }

}
