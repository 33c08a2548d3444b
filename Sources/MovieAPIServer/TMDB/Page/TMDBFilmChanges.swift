import Foundation
import Synchronization

/// Changes to films' pages made while the server runs, so a test can change where a film streams
/// and when it comes out between two requests: a changed film's `watch/providers` and
/// `release_dates` are the ones set here, and its `ETag` (a hash of the body) changes with them.
/// Discover's provider filter keeps the catalogue's own providers.
public final class TMDBFilmChanges: Sendable {
    /// A release day set for a film: its country, TMDB's type (3 theatrical, 4 digital…) and day.
    public struct Release: Sendable, Equatable {
        public var country: String
        public var type: Int
        /// `yyyy-MM-dd`.
        public var day: String

        public init(country: String, type: Int, day: String) {
            self.country = country
            self.type = type
            self.day = day
        }
    }

    private struct Change {
        var streaming: [String: [String]]?
        var releases: [Release]?
    }

    private let changes = Mutex<[Int: Change]>([:])

    public init() {}

    /// Makes `providers` (by name, in order) the film's only streaming services in `region`,
    /// none to rent or buy; an empty list takes it off every service there. Other regions keep
    /// what they had last been set to, or none.
    public func setStreaming(film: Int, region: String, on providers: [String]) {
        changes.withLock { changes in
            var streaming = changes[film]?.streaming ?? [:]
            streaming[region] = providers
            changes[film, default: Change()].streaming = streaming
        }
    }

    /// Makes `releases` the film's only release days.
    public func setReleases(film: Int, _ releases: [Release]) {
        changes.withLock { $0[film, default: Change()].releases = releases }
    }

    /// The film's streaming services by region, when they were changed.
    func streaming(of film: Int) -> [String: [String]]? {
        changes.withLock { $0[film]?.streaming }
    }

    /// The film's release days, when they were changed.
    func releases(of film: Int) -> [Release]? {
        changes.withLock { $0[film]?.releases }
    }
}
