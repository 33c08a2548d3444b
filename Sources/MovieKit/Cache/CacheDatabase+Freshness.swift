import Foundation
import GRDB

extension CacheDatabase {
    /// What `catalogue`'s API said about its cached answer to `question` (validators, max age),
    /// or `nil` if it said nothing or the answer is not cached.
    public func freshness(
        of question: MovieQuestion, from catalogue: Catalogue
    ) throws(CacheError) -> ResponseFreshness? {
        try read { db in try AnswerFreshnessRecord.find(question, from: catalogue, in: db)?.freshness }
    }

    /// Marks the cached answer to `question` from `catalogue` as confirmed by its API at `fetchedAt` (it
    /// answered 304), in one transaction, without rewriting the answer, and stamps it with the
    /// catalogue's origin. Validators the API did not repeat are kept. Returns whether there was
    /// a cached answer of that catalogue to renew.
    @discardableResult
    public func renew(
        _ question: MovieQuestion, from catalogue: Catalogue, fetchedAt: Date, freshness: ResponseFreshness
    ) throws(CacheError) -> Bool {
        var renewed = false
        try write { db in
            let stamp = fetchedAt.timeIntervalSince1970, source = catalogue.source.rawValue, origin = catalogue.origin,
                language = catalogue.language
            switch question {
            case .movie(let id):
                try db.execute(
                    sql: """
                        UPDATE OR IGNORE movie SET fetchedAt = ?, origin = ?
                        WHERE source = ? AND language = ? AND id = ? AND origin IN (?, '')
                        """,
                    arguments: [stamp, origin, source, language, id, origin])
            case .list(let list, let year):
                try db.execute(
                    sql: """
                        UPDATE OR IGNORE movieList SET fetchedAt = ?, origin = ?
                        WHERE source = ? AND language = ? AND kind = ? AND year = ? AND origin IN (?, '')
                        """,
                    arguments: [stamp, origin, source, language, list.rawValue, year, origin])
            case .imageConfiguration:
                try ImageConfigurationRecord.renew(from: catalogue, at: fetchedAt, in: db)
            case .genres:
                try GenreRecord.renew(of: catalogue, at: fetchedAt, in: db)
            case .watchProviders(let region):
                try WatchProviderRecord.renew(in: region, of: catalogue, at: fetchedAt, in: db)
            case .search, .person, .discover, .browse, .similar, .collection, .imdbFilm:
                try db.execute(
                    sql: """
                        UPDATE movieListing SET fetchedAt = ?
                        WHERE source = ? AND language = ? AND question = ? AND origin = ?
                        """,
                    arguments: [stamp, source, language, question.key, origin])
            case .poster:
                // A poster never changes at its path: it is kept, never renewed.
                return
            }
            renewed = db.changesCount > 0
            guard renewed else { return }
            let known = try AnswerFreshnessRecord.find(question, from: catalogue, in: db)?.freshness ?? .unknown
            let merged = ResponseFreshness(
                etag: freshness.etag ?? known.etag, lastModified: freshness.lastModified ?? known.lastModified,
                maxAge: freshness.maxAge ?? known.maxAge)
            try AnswerFreshnessRecord.store(merged, of: question, from: catalogue, in: db)
        }
        return renewed
    }
}
