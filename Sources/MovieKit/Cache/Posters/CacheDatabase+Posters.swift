import Foundation
import GRDB

extension CacheDatabase {
    /// The most bytes of posters the cache keeps, by default: past it, the least recently shown
    /// go first.
    public static let defaultPosterBudget = 64 * 1024 * 1024

    /// Where `catalogue`'s images are and when that was fetched, or `nil` if never saved from its
    /// source and origin.
    public func imageConfiguration(
        from catalogue: Catalogue
    ) throws(CacheError) -> (configuration: ImageConfiguration, fetchedAt: Date)? {
        try read { db in try ImageConfigurationRecord.find(from: catalogue, in: db) }
    }

    /// Saves where `catalogue`'s images are, in one transaction, with what the API said of its freshness.
    public func save(
        _ configuration: ImageConfiguration, from catalogue: Catalogue, fetchedAt: Date,
        freshness: ResponseFreshness? = nil
    ) throws(CacheError) {
        try write { db in
            try ImageConfigurationRecord.save(configuration, from: catalogue, fetchedAt: fetchedAt, in: db)
            if let freshness {
                try AnswerFreshnessRecord.store(freshness, of: .imageConfiguration, from: catalogue, in: db)
            }
        }
    }

    /// The cached poster of `source` at `path` in `size` (unless `exactly`, else in any size at
    /// least as wide, else the widest kept), and when it was last shown; or `nil`.
    public func poster(
        at path: String, size: String, of source: MovieSource, exactly: Bool = false
    ) throws(CacheError) -> (poster: Poster, shownAt: Date)? {
        try read { db in try PosterRecord.find(at: path, size: size, of: source, exactly: exactly, in: db) }
    }

    /// Marks the poster as shown at `date`, so that it is among the last to go.
    public func touch(_ poster: Poster, of source: MovieSource, at date: Date) throws(CacheError) {
        try write { db in try PosterRecord.touch(poster, of: source, at: date, in: db) }
    }

    /// Keeps `poster` of `source`, in one transaction, then lets the least recently shown posters
    /// go until all of them fit in `budget` bytes (the new one stays, whatever its size).
    public func save(
        _ poster: Poster, of source: MovieSource, fetchedAt: Date, budget: Int = defaultPosterBudget
    ) throws(CacheError) {
        try write { db in
            try PosterRecord.keep(poster, of: source, fetchedAt: fetchedAt, in: db)
            try PosterRecord.trim(toFit: budget, sparing: poster, of: source, in: db)
        }
    }

    /// Forgets a poster that turned out not to be a drawable image.
    public func forget(_ poster: Poster, of source: MovieSource) throws(CacheError) {
        try write { db in try PosterRecord.forget(poster, of: source, in: db) }
    }

    /// How many posters of `source` (of every source when `nil`) the cache keeps, and their bytes.
    public func posterCount(of source: MovieSource? = nil) throws(CacheError) -> (posters: Int, bytes: Int) {
        try read { db in try PosterRecord.count(of: source, in: db) }
    }
}
