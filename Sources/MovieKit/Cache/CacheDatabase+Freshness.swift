import Foundation
import GRDB

extension CacheDatabase {
    /// What the API said about `route`'s cached answer (validators, max age), or `nil` if it
    /// said nothing or the answer is not cached.
    public func freshness(of route: APIRoute) throws(CacheError) -> ResponseFreshness? {
        try read { db in try RouteFreshnessRecord.find(route, in: db)?.freshness }
    }

    /// Marks `route`'s cached answer as confirmed by the API at `fetchedAt` (it answered 304),
    /// in one transaction, without rewriting the answer. Validators the API did not repeat are
    /// kept. Returns whether there was a cached answer to renew.
    @discardableResult
    public func renew(_ route: APIRoute, fetchedAt: Date, freshness: ResponseFreshness) throws(CacheError) -> Bool {
        var renewed = false
        try write { db in
            let stamp = fetchedAt.timeIntervalSince1970
            switch route {
            case .movie(let id):
                try db.execute(sql: "UPDATE movie SET fetchedAt = ? WHERE id = ?", arguments: [stamp, id])
            case .topGrossing(let year), .topRated(let year):
                let kind = (route == .topGrossing(year: year) ? MovieList.topGrossing : .topRated).rawValue
                try db.execute(sql: "UPDATE movieList SET fetchedAt = ? WHERE kind = ? AND year = ?", arguments: [stamp, kind, year])
            case .auth:
                return
            }
            renewed = db.changesCount > 0
            guard renewed else { return }
            let known = try RouteFreshnessRecord.find(route, in: db)?.freshness ?? .unknown
            let merged = ResponseFreshness(
                etag: freshness.etag ?? known.etag, lastModified: freshness.lastModified ?? known.lastModified,
                maxAge: freshness.maxAge ?? known.maxAge)
            try RouteFreshnessRecord.store(merged, of: route, in: db)
        }
        return renewed
    }
}
