import Foundation
import GRDB

/// A row of the `movieListing` table: a saved answer that names films without their details (a
/// search's results, a person's films, a discover query's, a list to browse, a collection's),
/// keyed by its question (``MovieQuestion/key``) and its
/// catalogue, its films in `movieListingEntry` (``MovieListingEntryRecord``). A film's details are never
/// taken from a listing: they are the film's own answer's.
struct MovieListingRecord: CacheTable {
    static let databaseTableName = "movieListing"
    static let rowsOfSource = "source = :source"

    var id: Int64
    /// Whom the answer is about: the person of a filmography; the series of a collection's films
    /// (its id and name).
    var person: Person?
    /// The other people a name could have meant, one `id name` per line (`-` for no id).
    var otherPeople: String?
    var fetchedAt: Date
    var fetchedSize: Int?

    /// The listing answering `question` for `catalogue` (its source, origin and language).
    static func find(_ question: MovieQuestion, of catalogue: Catalogue, in db: Database) throws -> MovieListingRecord?
    {
        let statement = try db.cachedStatement(
            sql: """
                SELECT id, personId, personName, otherPeople, fetchedAt, fetchedSize FROM movieListing
                WHERE source = ? AND language = ? AND question = ? AND origin = ?
                """)
        guard
            let row = try Row.fetchOne(
                statement, arguments: [catalogue.source.rawValue, catalogue.language, question.key, catalogue.origin])
        else { return nil }
        let personID: Int? = row[1], personName: String? = row[2]
        return MovieListingRecord(
            id: row[0], person: personName.map { Person(id: personID, name: $0) }, otherPeople: row[3],
            fetchedAt: Date(timeIntervalSince1970: row[4]), fetchedSize: row[5])
    }

    /// Saves `movies` as `catalogue`'s answer to `question`, replacing the listing it had.
    static func save(
        _ movies: [MovieSummary], answering question: MovieQuestion, person: Person? = nil, otherPeople: [Person] = [],
        from catalogue: Catalogue, fetchedAt: Date, fetchedSize: Int?, in db: Database
    ) throws {
        let others =
            otherPeople.isEmpty
            ? nil : otherPeople.map { "\($0.id.map(String.init) ?? "-") \($0.name)" }.joined(separator: "\n")
        let upsert = try db.cachedStatement(
            sql: """
                INSERT INTO movieListing (source, language, origin, question, personId, personName, otherPeople,
                                          fetchedAt, fetchedSize)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (source, language, question, origin) DO UPDATE SET
                    personId = excluded.personId, personName = excluded.personName,
                    otherPeople = excluded.otherPeople, fetchedAt = excluded.fetchedAt,
                    fetchedSize = excluded.fetchedSize
                RETURNING id
                """)
        let arguments: StatementArguments = [
            catalogue.source.rawValue, catalogue.language, catalogue.origin, question.key, person?.id, person?.name,
            others, fetchedAt.timeIntervalSince1970, fetchedSize,
        ]
        guard let id = try Int64.fetchOne(upsert, arguments: arguments) else {
            throw CacheError.failed("\(question) was not stored")
        }
        try MovieListingEntryRecord.replace(movies, ofListing: id, in: db)
    }

    /// The people of an ``otherPeople`` text.
    static func people(in text: String?) -> [Person] {
        (text ?? "").split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            return Person(id: Int(parts[0]), name: String(parts[1]))
        }
    }
}
