/// How the TMDB dialect answers badly on purpose (`movies-api --dialect tmdb --hostile KIND`):
/// one kind of hostile answer, given to the requests it concerns once the first ``after``
/// requests have been answered well, to a fraction ``rate`` of them.
public struct TMDBHostility: Sendable, Equatable {
    /// A hostile answer, named as `--hostile` takes it.
    public enum Kind: String, CaseIterable, Sendable {
        // Every answer, lists and details alike.
        /// Page or details cut off mid-object: not JSON.
        case malformedJSON = "malformed-json"
        /// 200 with an empty body.
        case emptyBody = "empty-body"
        /// 200 with a proxy's HTML error page.
        case htmlPage = "html-page"
        /// 200 with a body of 33 MiB, its length announced.
        case hugeBody = "huge-body"
        /// A body announced whole, the connection closed half way through it.
        case cutShort = "cut-short"
        /// A body sent one byte every 200 ms.
        case slowDrip = "slow-drip"
        /// 200 with TMDB's failure body: `"success": false`, code 11.
        case successFalse = "success-false"
        /// 429 (code 25) with `Retry-After: 3600`.
        case retryAfterHour = "retry-after-hour"
        /// 302 to another origin: the same server as `localhost`, under `/3/elsewhere/`.
        case redirectElsewhere = "redirect-elsewhere"
        /// 401 with TMDB's code 7, as for a key revoked (with `--hostile-after`: mid-sync).
        case refusedCredential = "refused-credential"

        // The list page as a whole.
        /// `results` is an object, the first film, instead of a list.
        case objectForList = "object-for-list"
        /// No `results` at all.
        case resultsMissing = "results-missing"
        /// `"results": null`.
        case resultsNull = "results-null"

        // The first film of every list page.
        /// `id` 0.
        case idZero = "id-zero"
        /// `id` below 0.
        case idNegative = "id-negative"
        /// `id` as a string, `"550"`.
        case idString = "id-string"
        /// `title` empty.
        case titleEmpty = "title-empty"
        /// `vote_average` 11.5.
        case voteAverageOverTen = "vote-average-over-10"
        /// `vote_average` -1.
        case voteAverageNegative = "vote-average-negative"
        /// `release_date` `2016-13-45`.
        case dateMonth13 = "date-month-13"
        /// `release_date` day first, `16-06-2016`.
        case dateDayFirst = "date-day-first"

        // The paging of a list.
        /// Every page claims 500 pages (`total_pages`), whatever the list holds.
        case totalPages500 = "total-pages-500"
        /// Page 1 claims two pages more than there are; a page beyond the last answers 400 (code 22).
        case pageBeyondLast = "page-beyond-last"
        /// A page's last film is its first film again.
        case duplicateOnPage = "duplicate-on-page"
        /// Every page after the first starts with the previous page's last film.
        case duplicateAcrossPages = "duplicate-across-pages"

        // A film's details.
        /// `revenue` as a string, `"a lot"`.
        case revenueString = "revenue-string"
        /// `revenue` below 0.
        case revenueNegative = "revenue-negative"

        // Terminal escapes (``TMDBHostility/terminalEscapes``) after one text of a film's details,
        // as a community edit could leave them; a well-formed answer otherwise.
        /// After `title`.
        case escapesInTitle = "escapes-in-title"
        /// After `original_title`.
        case escapesInOriginalTitle = "escapes-in-original-title"
        /// After `overview`.
        case escapesInOverview = "escapes-in-overview"
        /// After the first genre's name.
        case escapesInGenre = "escapes-in-genre"
        /// After the first cast member's name.
        case escapesInCast = "escapes-in-cast"
        /// After the first crew member's name (the director).
        case escapesInCrew = "escapes-in-crew"
        /// After the first cast member's character, in the details and in a person's films.
        case escapesInCharacter = "escapes-in-character"
        /// After the first provider's name of each way to watch, in every region.
        case escapesInProvider = "escapes-in-provider"

        // What browsing answers.
        /// A trending page has a TV show among its films (`"media_type":"tv"`, with `name` and
        /// `first_air_date` instead of `title` and `release_date`).
        case trendingNonMovie = "trending-non-movie"
        /// A collection without `parts`.
        case collectionPartsMissing = "collection-parts-missing"
        /// `watch/providers/movie` lists a provider no film has (id 999998), and a film's watch
        /// providers name, first in each region, one the list lacks (id 999999).
        case providerUnknownID = "provider-unknown-id"

        // What `find/{external_id}` answers.
        /// The object without `movie_results`, the other lists there.
        case findResultsMissing = "find-results-missing"

        /// Whether it spoils the pages of films (`discover/movie`, trending, popular, now playing,
        /// upcoming, recommended, similar) in its own way; `trending-non-movie` spoils trending's alone.
        var spoilsLists: Bool {
            switch self {
            case .revenueString, .revenueNegative, .escapesInTitle, .escapesInOriginalTitle, .escapesInOverview,
                .escapesInGenre, .escapesInCast, .escapesInCrew, .escapesInCharacter, .escapesInProvider,
                .trendingNonMovie, .collectionPartsMissing, .providerUnknownID, .findResultsMissing:
                false
            default: true
            }
        }
    }

    /// What the `escapes-in-…` kinds add to a text: a window title, a clear screen, a write to the
    /// clipboard (OSC 52), a hidden link (OSC 8), the line above erased, a carriage return, the
    /// one-byte CSI (U+009B) and DEL.
    public static let terminalEscapes =
        "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{07}\u{1B}]8;;https://evil.example/\u{1B}\\here"
        + "\u{1B}]8;;\u{1B}\\\u{1B}[1A\u{1B}[2K\r\u{9B}31m\u{7F}"

    public var kind: Kind
    /// Requests answered well first, of any route (`--hostile-after`).
    public var after: Int
    /// The fraction (0…1) of the requests it concerns that get it, chosen with the faults' seed
    /// (`--hostile-rate`).
    public var rate: Double

    public init(_ kind: Kind, after: Int = 0, rate: Double = 1) {
        self.kind = kind
        self.after = max(0, after)
        self.rate = min(max(rate, 0), 1)
    }
}
