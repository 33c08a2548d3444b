import GRDB

/// A row of the `castMember` table: one actor of a movie (by its row key) at a billing position.
struct CastMemberRecord: Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "castMember"

    enum Columns {
        static let movieKey = Column("movieKey")
        static let position = Column("position")
        static let name = Column("name")
    }

    var movieKey: Int64
    var position: Int
    var name: String

    init(movieKey: Int64, position: Int, name: String) {
        self.movieKey = movieKey
        self.position = position
        self.name = name
    }

    init(row: Row) {
        movieKey = row[0]
        position = row[1]
        name = row[2]
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.movieKey] = movieKey
        container[Columns.position] = position
        container[Columns.name] = name
    }

    /// Replaces the cast of the movie keyed `movieKey` with `names`, in billing order.
    static func replaceCast(of movieKey: Int64, with names: [String], in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM castMember WHERE movieKey = ?").execute(arguments: [movieKey])
        let insert = try db.cachedStatement(sql: "INSERT INTO castMember (movieKey, position, name) VALUES (?, ?, ?)")
        for (position, name) in names.enumerated() {
            try insert.execute(arguments: [movieKey, position, name])
        }
    }

    /// The cast of the movie keyed `movieKey`, in billing order.
    static func cast(of movieKey: Int64, in db: Database) throws -> [CastMemberRecord] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT movieKey, position, name FROM castMember WHERE movieKey = ? ORDER BY position
                """)
        return try CastMemberRecord.fetchAll(statement, arguments: [movieKey])
    }

    /// The casts of the first `limit` movies of list `listId`, keyed by movie row key, in billing order.
    static func casts(ofList listId: Int64, limit: Int, in db: Database) throws -> [Int64: [String]] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT movieKey, name FROM castMember
                WHERE movieKey IN (SELECT movieKey FROM movieListEntry WHERE listId = ? AND position < ?)
                ORDER BY movieKey, position
                """)
        var casts: [Int64: [String]] = [:]
        let rows = try Row.fetchCursor(statement, arguments: [listId, limit])
        while let row = try rows.next() {
            casts[row[0], default: []].append(row[1])
        }
        return casts
    }
}
