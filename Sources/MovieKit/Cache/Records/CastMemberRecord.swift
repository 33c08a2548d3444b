import GRDB

/// A row of the `castMember` table: one actor of a movie (by its row key) at a billing position,
/// with the source's id of the person and the part played when it has them.
struct CastMemberRecord: Equatable, FetchableRecord, PersistableRecord, CacheTable {
    static let databaseTableName = "castMember"
    static let rowsOfSource = "movieKey IN (SELECT key FROM movie WHERE source = :source)"

    enum Columns {
        static let movieKey = Column("movieKey")
        static let position = Column("position")
        static let name = Column("name")
        static let personId = Column("personId")
        static let character = Column("character")
    }

    var movieKey: Int64
    var position: Int
    var name: String
    var personId: Int64?
    var character: String?

    init(movieKey: Int64, position: Int, name: String, personId: Int64? = nil, character: String? = nil) {
        self.movieKey = movieKey
        self.position = position
        self.name = name
        self.personId = personId
        self.character = character
    }

    init(row: Row) {
        movieKey = row[0]
        position = row[1]
        name = row[2]
        personId = row[3]
        character = row[4]
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.movieKey] = movieKey
        container[Columns.position] = position
        container[Columns.name] = name
        container[Columns.personId] = personId
        container[Columns.character] = character
    }

    /// Replaces the cast of the movie keyed `movieKey` with `cast`, in billing order.
    static func replaceCast(of movieKey: Int64, with cast: [any Actor], in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM castMember WHERE movieKey = ?").execute(arguments: [movieKey])
        let insert = try db.cachedStatement(
            sql: "INSERT INTO castMember (movieKey, position, name, personId, character) VALUES (?, ?, ?, ?, ?)")
        for (position, actor) in cast.enumerated() {
            try insert.execute(arguments: [movieKey, position, actor.name, actor.personID, actor.character])
        }
    }

    /// The cast of the movie keyed `movieKey`, in billing order.
    static func cast(of movieKey: Int64, in db: Database) throws -> [CastMemberRecord] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT movieKey, position, name, personId, character FROM castMember WHERE movieKey = ? ORDER BY position
                """)
        return try CastMemberRecord.fetchAll(statement, arguments: [movieKey])
    }

    /// The casts of the first `limit` movies of list `listId`, keyed by movie row key, in billing order.
    static func casts(ofList listId: Int64, limit: Int, in db: Database) throws -> [Int64: [CachedActor]] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT movieKey, name, personId, character FROM castMember
                WHERE movieKey IN (SELECT movieKey FROM movieListEntry WHERE listId = ? AND position < ?)
                ORDER BY movieKey, position
                """)
        var casts: [Int64: [CachedActor]] = [:]
        let rows = try Row.fetchCursor(statement, arguments: [listId, limit])
        while let row = try rows.next() {
            casts[row[0], default: []].append(CachedActor(name: row[1], personID: row[2], character: row[3]))
        }
        return casts
    }
}
