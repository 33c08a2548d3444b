/// A page of films as TMDB pages its lists: the films on it, and how many pages there are.
protocol TMDBEntryPage: Decodable, Sendable {
    var results: [TMDBListEntry] { get }
    var totalPages: Int { get }
}

/// One page of TMDB's `discover/movie`: up to 20 films in the order asked for, and how many
/// pages there are.
public struct TMDBDiscoverPage: Codable, Sendable, Equatable, TMDBEntryPage {
    /// This page's number, from 1.
    public var page: Int
    /// The films on this page, in order.
    public var results: [TMDBListEntry]
    /// How many pages the whole list has (TMDB serves at most 500).
    public var totalPages: Int
    /// How many films the whole list has.
    public var totalResults: Int

    enum CodingKeys: String, CodingKey {
        case page, results
        case totalPages = "total_pages"
        case totalResults = "total_results"
    }

    public init(page: Int, results: [TMDBListEntry], totalPages: Int, totalResults: Int) {
        self.page = page
        self.results = results
        self.totalPages = totalPages
        self.totalResults = totalResults
    }
}

/// One page of a list to browse (`trending/movie/week`, `movie/popular`, `movie/now_playing`,
/// `movie/upcoming`): as a discover page, but trending mixes in entries of other kinds
/// (`"media_type": "tv"`, named by `name`, not `title`), which are left out; `now_playing` and
/// `upcoming` add the `dates` they cover, not needed here.
struct TMDBBrowsePage: TMDBEntryPage {
    let results: [TMDBListEntry]
    let totalPages: Int

    private enum CodingKeys: String, CodingKey {
        case results
        case totalPages = "total_pages"
    }

    /// An entry of any kind: a film's, or `nil` for another kind's.
    private struct Entry: Decodable {
        let film: TMDBListEntry?

        private enum CodingKeys: String, CodingKey {
            case mediaType = "media_type"
        }

        init(from decoder: any Decoder) throws {
            let kind = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .mediaType)
            film = kind == nil || kind == "movie" ? try TMDBListEntry(from: decoder) : nil
        }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = try container.decode([Entry].self, forKey: .results).compactMap(\.film)
        totalPages = try container.decode(Int.self, forKey: .totalPages)
    }
}
