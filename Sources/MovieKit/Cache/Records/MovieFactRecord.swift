import Foundation
import GRDB

/// A row of the `movieFact` table: something true of a movie (its row key) in a region, and since
/// when: that it streams on a service (with a subscription or free), or that it comes out in
/// cinemas or digitally on a day. Kept as the movie's answers change, so that `movies news`
/// reports a change once: `until` is when it stopped being so, and `first` marks what was already
/// true when the movie's page was first kept.
enum MovieFactRecord: CacheTable {
    static let databaseTableName = "movieFact"
    static let rowsOfSource = "movieKey IN (SELECT key FROM movie WHERE source = :source)"

    /// What is true, without since when.
    struct Fact: Hashable {
        /// `stream` or `release`.
        var kind: String
        var region: String
        /// The service's name, or the release's way (``FilmRelease/Kind/name``).
        var subject: String
        /// `""` for a service; the day (`yyyy-MM-dd`) of a release.
        var value: String
    }

    static let stream = "stream"
    static let release = "release"

    /// What `page` says is true: the services the film streams on in each region, and its days
    /// in cinemas and digitally.
    static func facts(of page: MoviePage) -> Set<Fact> {
        var facts = Set<Fact>()
        for (region, options) in page.watch {
            for provider in options.stream + options.free {
                facts.insert(Fact(kind: stream, region: region, subject: provider, value: ""))
            }
        }
        for release in page.releases where release.kind.isCinema || release.kind == .digital {
            facts.insert(
                Fact(
                    kind: Self.release, region: release.country, subject: release.kind.name,
                    value: APIDate.format(release.day)))
        }
        return facts
    }

    /// Notes what `page` says of the movie keyed `movieKey` at `time`: what it no longer says
    /// stops being true then, and what it newly says is true from then. Nothing for a movie
    /// without a page (known from a list, or of a source without pages).
    static func note(_ page: MoviePage?, of movieKey: Int64, at time: Date, in db: Database) throws {
        guard let page else { return }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT id, kind, region, subject, value FROM movieFact WHERE movieKey = ? AND until IS NULL"),
            arguments: [movieKey])
        let first = try
            !(Bool.fetchOne(
                db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM movieFact WHERE movieKey = ?)"),
                arguments: [movieKey]) ?? false)
        let now = facts(of: page)
        var open = Set<Fact>()
        let close = try db.cachedStatement(sql: "UPDATE movieFact SET until = ? WHERE id = ?")
        for row in rows {
            let fact = Fact(kind: row["kind"], region: row["region"], subject: row["subject"], value: row["value"])
            if now.contains(fact) {
                open.insert(fact)
            } else {
                try close.execute(arguments: [time.timeIntervalSince1970, row["id"] as Int64])
            }
        }
        let insert = try db.cachedStatement(
            sql: """
                INSERT INTO movieFact (movieKey, kind, region, subject, value, since, until, first)
                VALUES (?, ?, ?, ?, ?, ?, NULL, ?)
                """)
        for fact in now where !open.contains(fact) {
            try insert.execute(
                arguments: [
                    movieKey, fact.kind, fact.region, fact.subject, fact.value, time.timeIntervalSince1970, first,
                ])
        }
    }
}

/// A row of the `newsLook` table: when `movies news` last looked, per catalogue and region.
enum NewsLookRecord: CacheTable {
    static let databaseTableName = "newsLook"
    static let rowsOfSource = "source = :source"
}
