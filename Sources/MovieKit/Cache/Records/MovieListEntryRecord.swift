import GRDB

/// A row of the `movieListEntry` table: which movie (by its row key) stands at which position of a list.
struct MovieListEntryRecord: Equatable, FetchableRecord, PersistableRecord, CacheTable {
    static let databaseTableName = "movieListEntry"
    static let rowsOfSource = "listId IN (SELECT id FROM movieList WHERE source = :source)"

    enum Columns {
        static let listId = Column("listId")
        static let position = Column("position")
        static let movieKey = Column("movieKey")
    }

    var listId: Int64
    var position: Int
    var movieKey: Int64

    init(row: Row) {
        listId = row[0]
        position = row[1]
        movieKey = row[2]
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.listId] = listId
        container[Columns.position] = position
        container[Columns.movieKey] = movieKey
    }

    /// Makes the movies keyed `movieKeys`, in order, the whole membership of list `listId`.
    static func replaceEntries(of listId: Int64, with movieKeys: [Int64], in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM movieListEntry WHERE listId = ?").execute(arguments: [listId])
        let insert = try db.cachedStatement(
            sql: "INSERT INTO movieListEntry (listId, position, movieKey) VALUES (?, ?, ?)")
        for (position, movieKey) in movieKeys.enumerated() {
            try insert.execute(arguments: [listId, position, movieKey])
        }
    }

    /// The movies of list `listId` in list order, at most `limit` of them.
    static func movies(of listId: Int64, limit: Int, in db: Database) throws -> [MovieRecord] {
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(MovieRecord.selection)
                FROM movieListEntry JOIN movie ON movie.key = movieListEntry.movieKey
                WHERE movieListEntry.listId = ?
                ORDER BY movieListEntry.position
                LIMIT ?
                """)
        return try MovieRecord.fetchAll(statement, arguments: [listId, limit])
    }
}
