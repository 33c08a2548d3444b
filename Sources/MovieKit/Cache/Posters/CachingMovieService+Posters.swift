import Foundation
import Logging

extension CachingMovieService {
    /// The poster sizes TMDB has long served, for choosing a size before its configuration is known.
    static let usualPosterSizes = ["w92", "w154", "w185", "w342", "w500", "w780", "original"]

    /// How precisely the cache keeps when a poster was last shown, which decides the order in
    /// which posters leave it: a poster shown again within a day writes nothing, so that showing
    /// a cached poster is a read.
    static let posterShownResolution: TimeInterval = 86_400

    /// How long where a source's images are is trusted when its API gave no max age: TMDB
    /// advises asking again every few days.
    static let imageConfigurationLifetime: TimeInterval = 3 * 86_400

    /// Whether the source's films have posters.
    public var hasPosters: Bool { wrapped.posters != nil }

    /// `movie`'s poster, at least `width` pixels wide (the smallest size that covers it, or a
    /// wider one kept), or exactly in `size` when given by name: the cached one when the cache
    /// keeps it (no request at all),
    /// else, unless the policy is offline, fetched from the source's image host and kept, within
    /// the cache's poster budget. `nil` when the film has no poster, the source has none, or
    /// offline with none cached.
    /// - Throws: what fetching the poster (or where posters are) throws.
    public func poster(
        of movie: any Movie, width: Int? = nil, size: String? = nil
    ) async throws(MovieServiceError) -> Poster? {
        guard let path = movie.page?.posterPath else { return nil }
        let source = catalogue.source
        let known = try knownImageConfiguration()
        let sizes = known?.configuration.posterSizes ?? Self.usualPosterSizes
        let wanted = size ?? ImageConfiguration.posterSize(covering: width ?? 342, among: sizes)
        do throws(CacheError) {
            // A size asked by name is that size; for a width, a wider one kept does as well.
            if let (cached, shownAt) = try database.poster(at: path, size: wanted, of: source, exactly: size != nil) {
                let now = now()
                if abs(now.timeIntervalSince(shownAt)) >= Self.posterShownResolution {
                    try? database.touch(cached, of: source, at: now)
                }
                return cached
            }
        } catch {
            throw .cache(error.description)
        }
        guard policy != .cacheOnly, let posters = wrapped.posters else { return nil }
        let configuration = try await imageConfiguration(known: known, from: posters)
        let poster = try await posters.poster(at: path, size: wanted, configuration: configuration)
        do throws(CacheError) {
            try database.save(poster, of: source, fetchedAt: now())
        } catch {
            logger.warning("the poster could not be saved to the cache: \(error.description)")
        }
        return poster
    }

    /// Makes sure where the source's images are is known and fresh (asked once, and kept), so
    /// that many posters fetched at once ask it once between them rather than each.
    /// - Throws: what asking where images are throws.
    public func prepareForPosters() async throws(MovieServiceError) {
        guard policy != .cacheOnly, let posters = wrapped.posters else { return }
        let known = try knownImageConfiguration()
        _ = try await imageConfiguration(known: known, from: posters)
    }

    /// Where the source's images are as the cache keeps it, and when it was asked, if ever.
    private func knownImageConfiguration() throws(MovieServiceError) -> (
        configuration: ImageConfiguration, fetchedAt: Date
    )? {
        do throws(CacheError) {
            return try database.imageConfiguration(from: catalogue)
        } catch {
            throw .cache(error.description)
        }
    }

    /// Forgets a cached poster that could not be drawn, so that it is fetched again.
    public func forget(_ poster: Poster) {
        try? database.forget(poster, of: catalogue.source)
    }

    /// Where the source's images are: the cached answer while its max age (else a few days)
    /// lasts, else asked again (on the condition that it changed) and saved.
    private func imageConfiguration(
        known: (configuration: ImageConfiguration, fetchedAt: Date)?, from posters: any PosterFetching
    ) async throws(MovieServiceError) -> ImageConfiguration {
        let freshness: ResponseFreshness?
        do throws(CacheError) {
            freshness = try database.freshness(of: .imageConfiguration, from: catalogue)
        } catch {
            throw .cache(error.description)
        }
        if let known {
            let lifetime = freshness?.maxAge.flatMap { $0 > 0 ? $0 : nil } ?? Self.imageConfigurationLifetime
            let age = now().timeIntervalSince(known.fetchedAt)
            if age >= 0 && age <= lifetime { return known.configuration }
        }
        switch try await posters.imageConfiguration(unlessMatching: known == nil ? nil : freshness) {
        case .modified(let configuration, let fetchedAt, let freshness):
            do throws(CacheError) {
                try database.save(configuration, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            } catch {
                logger.warning("where posters are could not be saved to the cache: \(error.description)")
            }
            return configuration
        case .notModified(let fetchedAt, let freshness):
            guard let known else { throw .httpStatus(304) }
            _ = try? database.renew(.imageConfiguration, from: catalogue, fetchedAt: fetchedAt, freshness: freshness)
            return known.configuration
        }
    }
}
