import GRDB

/// A row of the `castMember` table: one actor of a movie (by its row key) at a billing position,
/// with the source's id of the person and the part played when it has them.
enum CastMemberRecord: MoviePartsTable {
    static let databaseTableName = "castMember"
    static let partColumns = ["position", "name", "personId", "character"]

    /// Replaces the cast of the movie keyed `movieKey` with `cast`, in billing order.
    static func replaceCast(of movieKey: Int64, with cast: [any Actor], in db: Database) throws {
        try replaceParts(
            of: movieKey,
            with: cast.enumerated().lazy.map {
                [$0.offset, $0.element.name, $0.element.personID, $0.element.character]
            },
            in: db)
    }

    /// The cast of the movie keyed `movieKey`, in billing order.
    static func cast(of movieKey: Int64, in db: Database) throws -> [CachedActor] {
        let statement = try db.cachedStatement(
            sql: "SELECT name, personId, character FROM castMember WHERE movieKey = ? ORDER BY position")
        var cast: [CachedActor] = []
        let rows = try Row.fetchCursor(statement, arguments: [movieKey])
        while let row = try rows.next() {
            cast.append(CachedActor(name: row[0], personID: row[1], character: row[2]))
        }
        return cast
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
