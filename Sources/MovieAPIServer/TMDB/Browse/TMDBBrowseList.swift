/// The time a trend is measured over, as `trending/movie/{window}` names it.
enum TMDBTrendWindow: String, Hashable, Sendable {
    case day
    case week
}

/// A list of films the TMDB dialect browses besides `discover/movie`, each in a fixed order
/// (ties broken by id, lowest first):
/// - `weekTrend`: popularity, highest first;
/// - `dayTrend` on a day: popularity times a factor from 1 to 2 that each film draws anew each
///   day from its id and the day, highest first, so it changes daily;
/// - `popular`: popularity, highest first;
/// - `released`: the films released between two days (both included), by popularity; now
///   playing and upcoming;
/// - `recommendations` of a film: the films sharing a genre with it, those sharing the most
///   first, then by popularity;
/// - `similar` to a film: the films sharing a genre with it, those sharing the most first, then
///   those in its original language, then those released closest to it in years;
/// never the film itself.
enum TMDBBrowseList: Hashable, Sendable {
    case weekTrend
    case dayTrend(TMDBDay)
    case popular
    case released(from: TMDBDay, through: TMDBDay)
    case recommendations(film: Int)
    case similar(film: Int)

    /// Whether its entries carry `"media_type":"movie"`, as TMDB's trending and recommended films do.
    var tagsMediaType: Bool {
        switch self {
        case .weekTrend, .dayTrend, .recommendations: true
        case .popular, .released, .similar: false
        }
    }

    /// Whether it is one of TMDB's trending lists, which mix films with other media elsewhere.
    var isTrending: Bool {
        switch self {
        case .weekTrend, .dayTrend: true
        default: false
        }
    }

    /// How much `movie` trends on `day`: its popularity times a factor from 1 to 2 drawn from its id and the day.
    static func dayTrend(of movie: TMDBWire.MovieDetails, on day: TMDBDay) -> Double {
        let seed = UInt64(truncatingIfNeeded: movie.id) &* 1_000_003 &+ UInt64(truncatingIfNeeded: day.number)
        var random = SplitMix64(seed: seed)
        return movie.popularity * (1 + Double(random.next() % 1001) / 1000)
    }
}
