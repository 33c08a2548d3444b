import Foundation
import GRDB

extension CacheDatabase {
    /// What `source`'s API said about `route`'s cached answer (validators, max age), or `nil` if
    /// it said nothing or the answer is not cached.
    public func freshness(of route: APIRoute, source: MovieSource) throws(CacheError) -> ResponseFreshness? {
        try read { db in try RouteFreshnessRecord.find(route, source: source, in: db)?.freshness }
    }

    /// Marks `route`'s cached answer from `catalogue` as confirmed by its API at `fetchedAt` (it
    /// answered 304), in one transaction, without rewriting the answer, and stamps it with the
    /// catalogue's origin. Validators the API did not repeat are kept. Returns whether there was
    /// a cached answer of that catalogue to renew.
    @discardableResult
    public func renew(
        _ route: APIRoute, from catalogue: Catalogue, fetchedAt: Date, freshness: ResponseFreshness
    ) throws(CacheError) -> Bool {
        var renewed = false
        try write { db in
            let stamp = fetchedAt.timeIntervalSince1970, source = catalogue.source.rawValue, origin = catalogue.origin
            switch route {
            case .movie(let id):
                try db.execute(
                    sql: "UPDATE movie SET fetchedAt = ?, origin = ? WHERE source = ? AND id = ? AND (origin = ? OR origin IS NULL)",
                    arguments: [stamp, origin, source, id, origin])
            case .topGrossing(let year), .topRated(let year):
                let kind = (route == .topGrossing(year: year) ? MovieList.topGrossing : .topRated).rawValue
                try db.execute(
                    sql: """
                        UPDATE movieList SET fetchedAt = ?, origin = ?
                        WHERE source = ? AND kind = ? AND year = ? AND (origin = ? OR origin IS NULL)
                        """,
                    arguments: [stamp, origin, source, kind, year, origin])
            case .auth:
                return
            }
            renewed = db.changesCount > 0
            guard renewed else { return }
            let known = try RouteFreshnessRecord.find(route, source: catalogue.source, in: db)?.freshness ?? .unknown
            let merged = ResponseFreshness(
                etag: freshness.etag ?? known.etag, lastModified: freshness.lastModified ?? known.lastModified,
                maxAge: freshness.maxAge ?? known.maxAge)
            try RouteFreshnessRecord.store(merged, of: route, source: catalogue.source, in: db)
        }
        return renewed
    }
}
