import GRDB

/// A row of the `routeFreshness` table: the validators and max age the API sent with a route's
/// latest answer.
struct RouteFreshnessRecord: Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "routeFreshness"

    enum Columns {
        static let route = Column("route")
        static let etag = Column("etag")
        static let lastModified = Column("lastModified")
        static let maxAge = Column("maxAge")
    }

    /// The route's path, like `movies/topRated/2016`.
    var route: String
    var etag: String?
    var lastModified: String?
    var maxAge: Double?

    init(route: APIRoute, freshness: ResponseFreshness) {
        self.route = route.path
        etag = freshness.etag
        lastModified = freshness.lastModified
        maxAge = freshness.maxAge
    }

    init(row: Row) {
        route = row[0]
        etag = row[1]
        lastModified = row[2]
        maxAge = row[3]
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.route] = route
        container[Columns.etag] = etag
        container[Columns.lastModified] = lastModified
        container[Columns.maxAge] = maxAge
    }

    var freshness: ResponseFreshness {
        ResponseFreshness(etag: etag, lastModified: lastModified, maxAge: maxAge)
    }

    /// Records what the API said with `route`'s latest answer, replacing what was known.
    static func store(_ freshness: ResponseFreshness, of route: APIRoute, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO routeFreshness (route, etag, lastModified, maxAge) VALUES (?, ?, ?, ?)
            ON CONFLICT (route) DO UPDATE SET
                etag = excluded.etag, lastModified = excluded.lastModified, maxAge = excluded.maxAge
            """)
        let record = RouteFreshnessRecord(route: route, freshness: freshness)
        try statement.execute(arguments: [record.route, record.etag, record.lastModified, record.maxAge])
    }

    static func find(_ route: APIRoute, in db: Database) throws -> RouteFreshnessRecord? {
        let statement = try db.cachedStatement(sql: "SELECT route, etag, lastModified, maxAge FROM routeFreshness WHERE route = ?")
        return try RouteFreshnessRecord.fetchOne(statement, arguments: [route.path])
    }
}
