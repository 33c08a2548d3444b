import Foundation

/// A linked TMDB account's watchlist and ratings over TMDB's API v3: every page of
/// `account/{id}/watchlist/movies` and `account/{id}/rated/movies` (oldest first), and the writes
/// `account/{id}/watchlist`, `movie/{id}/rating` (`POST` and `DELETE`).
///
/// It goes through the client it is given, so it keeps to that client's rate (TMDB's limit),
/// waits out a 429's `Retry-After` and retries what failed for a while; writes are retried too,
/// each being the same whether sent once or twice. A 401 with code 3 is
/// ``AccountError/sessionEnded``, no network ``AccountError/unreachable``, a film TMDB refuses
/// ``AccountError/refused(tmdbID:status:message:)``.
public struct TMDBAccountLists: AccountLists {
    /// The most pages of one list read (TMDB serves no page past 500).
    public static let maximumPages = 500

    private let client: APIClient
    private let accountID: Int

    /// - Parameters:
    ///   - client: a client of TMDB's API with the credential, made with a ``RetryPolicy`` that
    ///     retries `POST` and `DELETE` (``retryPolicy``); the session is added to it here.
    ///   - session: the linked account.
    public init(client: APIClient, session: TMDBAccountSession) {
        self.client = client.withSession(session.sessionID)
        accountID = session.accountID
    }

    /// A retry policy for an account's client: the default one, writes retried as well.
    public static let retryPolicy = RetryPolicy(retryableMethods: [.get, .head, .post, .delete])

    public func watchlist() async throws -> [AccountFilm] {
        try await pages(of: "watchlist/movies", what: "the account's watchlist").map(\.film)
    }

    public func ratings() async throws -> [AccountRating] {
        try await pages(of: "rated/movies", what: "the account's ratings").compactMap { entry in
            entry.rating.map { AccountRating(film: entry.film, value: $0) }
        }
    }

    public func setWatchlist(tmdbID: Int, on: Bool) async throws {
        struct Change: Encodable {
            var mediaType = "movie"
            var mediaID: Int
            var watchlist: Bool

            enum CodingKeys: String, CodingKey {
                case mediaType = "media_type"
                case mediaID = "media_id"
                case watchlist
            }
        }
        try await write(
            .post, "account/\(accountID)/watchlist", body: Change(mediaID: tmdbID, watchlist: on), film: tmdbID)
    }

    public func rate(tmdbID: Int, value: Double) async throws {
        struct Rating: Encodable {
            var value: Double
        }
        try await write(.post, "movie/\(tmdbID)/rating", body: Rating(value: value), film: tmdbID)
    }

    public func removeRating(tmdbID: Int) async throws {
        try await write(.delete, "movie/\(tmdbID)/rating", body: [String: String](), film: tmdbID)
    }

    private func write(_ method: HTTPRequest.Method, _ path: String, body: some Encodable, film: Int) async throws {
        let what = "film \(film) on the account"
        let data = (try? JSONEncoder().encode(body)) ?? Data()
        _ = try await TMDBAccountAnswer.reaching {
            try TMDBAccountAnswer.body(
                of: try await client.answer(to: method, APIEndpoint(path: path, description: what), body: data),
                film: film, what: what)
        }
    }

    /// Every entry of the list at `account/{id}/<path>`, page after page, oldest first.
    private func pages(of path: String, what: String) async throws -> [Entry] {
        var entries: [Entry] = []
        var page = 1
        var lastPage = 1
        repeat {
            let endpoint = APIEndpoint(
                path: "account/\(accountID)/\(path)",
                query: [
                    URLQueryItem(name: "page", value: String(page)),
                    URLQueryItem(name: "sort_by", value: "created_at.asc"),
                ],
                description: what)
            let body = try await TMDBAccountAnswer.reaching {
                try TMDBAccountAnswer.body(of: try await client.answer(to: .get, endpoint), what: what)
            }
            let answer = try TMDBAccountAnswer.decode(Page.self, from: body, what: what)
            entries += answer.results
            lastPage = min(answer.totalPages, Self.maximumPages)
            page += 1
        } while page <= lastPage
        var seen: Set<Int> = []
        return entries.filter { seen.insert($0.film.tmdbID).inserted }
    }

    private struct Page: Decodable {
        var results: [Entry]
        var totalPages: Int

        enum CodingKeys: String, CodingKey {
            case results
            case totalPages = "total_pages"
        }
    }

    /// One film of a list as TMDB writes it.
    private struct Entry: Decodable {
        var film: AccountFilm
        var rating: Double?

        enum CodingKeys: String, CodingKey {
            case id, title, rating
            case releaseDate = "release_date"
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let date = try container.decodeIfPresent(String.self, forKey: .releaseDate) ?? ""
            film = AccountFilm(
                tmdbID: try container.decode(Int.self, forKey: .id),
                title: try container.decodeIfPresent(String.self, forKey: .title) ?? "",
                year: Int(date.prefix(4)))
            rating = try container.decodeIfPresent(Double.self, forKey: .rating)
        }
    }
}
