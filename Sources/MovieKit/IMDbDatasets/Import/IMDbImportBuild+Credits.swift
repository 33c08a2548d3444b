/// title.principals and title.crew: the cast and crew of the films kept, written as they are read;
/// name.basics: the people they name.
extension IMDbImportBuild {
    static let principalColumns = ["tconst", "ordering", "nconst", "category", "characters"]
    static let crewColumns = ["tconst", "directors", "writers"]
    static let nameColumns = ["nconst", "primaryName", "birthYear", "deathYear"]

    func readPrincipals(_ reader: IMDbTSVReader, chunkRead: (IMDbTSVReader) -> Void) throws(IMDbImportError) {
        while try reader.nextLine(reporting: chunkRead) {
            // Most lines are of other titles: their first field is all that is read of them.
            let film = try reader.id(0, prefix: Self.titlePrefix)
            guard films.contains(film) else { continue }
            let category = try reader.field(3)
            guard
                IMDbTSVReader.field(category, is: "actor") || IMDbTSVReader.field(category, is: "actress")
                    || IMDbTSVReader.field(category, is: "self")
            else { continue }
            guard let ordering = try reader.integer(1) else { throw reader.malformed("ordering is \\N") }
            let person = try reader.id(2, prefix: Self.personPrefix)
            let charactersField = try reader.field(4)
            var characters: String?
            if !IMDbTSVReader.isNull(charactersField) {
                guard let played = IMDbCharacters.decode(charactersField) else {
                    throw reader.malformed(
                        "characters \(IMDbTSVReader.quoted(charactersField)) is not a JSON array of strings")
                }
                characters = played.isEmpty ? nil : played.joined(separator: " / ")
            }
            try writer.insertCastMember(
                film: film, ordering: ordering, person: person, category: category, characters: characters)
            people.insert(person)
        }
    }

    func readCrew(_ reader: IMDbTSVReader, chunkRead: (IMDbTSVReader) -> Void) throws(IMDbImportError) {
        while try reader.nextLine(reporting: chunkRead) {
            let film = try reader.id(0, prefix: Self.titlePrefix)
            guard films.contains(film) else { continue }
            for (job, column) in [("director", 1), ("writer", 2)] {
                for (index, person) in try reader.ids(column, prefix: Self.personPrefix).enumerated() {
                    try writer.insertCrewMember(film: film, job: job, ordering: index + 1, person: person)
                    people.insert(person)
                }
            }
        }
    }

    func readNames(_ reader: IMDbTSVReader, chunkRead: (IMDbTSVReader) -> Void) throws(IMDbImportError) {
        while try reader.nextLine(reporting: chunkRead) {
            let person = try reader.id(0, prefix: Self.personPrefix)
            guard people.contains(person) else { continue }
            guard let name = try reader.text(1) else { throw reader.malformed("primaryName is \\N") }
            try writer.insertPerson(
                id: person, name: try reader.field(1), nameKey: TitleMatch.folded(name),
                birthYear: try reader.integer(2), deathYear: try reader.integer(3))
        }
    }
}
