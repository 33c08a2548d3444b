import GRDB

/// A row of the `castMember` table: one actor of a movie at a billing position.
struct CastMemberRecord: Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "castMember"

    enum Columns {
        static let movieId = Column("movieId")
        static let position = Column("position")
        static let name = Column("name")
    }

    var movieId: Int64
    var position: Int
    var name: String

    init(movieId: Int64, position: Int, name: String) {
        self.movieId = movieId
        self.position = position
        self.name = name
    }

    init(row: Row) {
        movieId = row[0]
        position = row[1]
        name = row[2]
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.movieId] = movieId
        container[Columns.position] = position
        container[Columns.name] = name
    }

    /// Replaces the cast of `movieId` with `names`, in billing order.
    static func replaceCast(of movieId: Int64, with names: [String], in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM castMember WHERE movieId = ?").execute(arguments: [movieId])
        let insert = try db.cachedStatement(sql: "INSERT INTO castMember (movieId, position, name) VALUES (?, ?, ?)")
        for (position, name) in names.enumerated() {
            try insert.execute(arguments: [movieId, position, name])
        }
    }

    /// The cast of `movieId`, in billing order.
    static func cast(of movieId: Int64, in db: Database) throws -> [CastMemberRecord] {
        let statement = try db.cachedStatement(sql: """
            SELECT movieId, position, name FROM castMember WHERE movieId = ? ORDER BY position
            """)
        return try CastMemberRecord.fetchAll(statement, arguments: [movieId])
    }

    /// The casts of the first `limit` movies of list `listId`, keyed by movie id, in billing order.
    static func casts(ofList listId: Int64, limit: Int, in db: Database) throws -> [Int64: [String]] {
        let statement = try db.cachedStatement(sql: """
            SELECT movieId, name FROM castMember
            WHERE movieId IN (SELECT movieId FROM movieListEntry WHERE listId = ? AND position < ?)
            ORDER BY movieId, position
            """)
        var casts: [Int64: [String]] = [:]
        let rows = try Row.fetchCursor(statement, arguments: [listId, limit])
        while let row = try rows.next() {
            casts[row[0], default: []].append(row[1])
        }
        return casts
    }
}
