import GRDB

/// A row of the `routeFreshness` table: the validators and max age a source's API sent with a
/// route's latest answer.
struct RouteFreshnessRecord: Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "routeFreshness"

    enum Columns {
        static let source = Column("source")
        static let route = Column("route")
        static let etag = Column("etag")
        static let lastModified = Column("lastModified")
        static let maxAge = Column("maxAge")
    }

    var source: String
    /// The route's path, like `movies/topRated/2016`.
    var route: String
    var etag: String?
    var lastModified: String?
    var maxAge: Double?

    init(route: APIRoute, source: MovieSource, freshness: ResponseFreshness) {
        self.source = source.rawValue
        self.route = route.path
        etag = freshness.etag
        lastModified = freshness.lastModified
        maxAge = freshness.maxAge
    }

    init(row: Row) {
        source = row[0]
        route = row[1]
        etag = row[2]
        lastModified = row[3]
        maxAge = row[4]
    }

    func encode(to container: inout PersistenceContainer) {
        container[Columns.source] = source
        container[Columns.route] = route
        container[Columns.etag] = etag
        container[Columns.lastModified] = lastModified
        container[Columns.maxAge] = maxAge
    }

    var freshness: ResponseFreshness {
        ResponseFreshness(etag: etag, lastModified: lastModified, maxAge: maxAge)
    }

    /// Records what `source`'s API said with `route`'s latest answer, replacing what was known.
    static func store(_ freshness: ResponseFreshness, of route: APIRoute, source: MovieSource, in db: Database) throws {
        let statement = try db.cachedStatement(sql: """
            INSERT INTO routeFreshness (source, route, etag, lastModified, maxAge) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (source, route) DO UPDATE SET
                etag = excluded.etag, lastModified = excluded.lastModified, maxAge = excluded.maxAge
            """)
        let record = RouteFreshnessRecord(route: route, source: source, freshness: freshness)
        try statement.execute(arguments: [record.source, record.route, record.etag, record.lastModified, record.maxAge])
    }

    static func find(_ route: APIRoute, source: MovieSource, in db: Database) throws -> RouteFreshnessRecord? {
        let statement = try db.cachedStatement(sql: """
            SELECT source, route, etag, lastModified, maxAge FROM routeFreshness WHERE source = ? AND route = ?
            """)
        return try RouteFreshnessRecord.fetchOne(statement, arguments: [source.rawValue, route.path])
    }
}
