import Foundation

/// The account's lists as the fixture's own route `/_account/lists` reads and seeds them:
/// `{"watchlist":[550,603],"ratings":{"550":7.5}}`.
public struct TMDBFixtureAccountLists: Codable, Sendable, Equatable {
    /// The watchlist's films, in the order they were put there.
    public var watchlist: [Int]
    /// The ratings, by film id (written as text, JSON's keys being text).
    public var ratings: [String: Double]

    public init(watchlist: [Int], ratings: [Int: Double]) {
        self.watchlist = watchlist
        self.ratings = Dictionary(uniqueKeysWithValues: ratings.map { (String($0.key), $0.value) })
    }

    /// The ratings by film id; keys that are not numbers are left out.
    public var ratingsByID: [Int: Double] {
        Dictionary(uniqueKeysWithValues: ratings.compactMap { key, value in Int(key).map { ($0, value) } })
    }
}
