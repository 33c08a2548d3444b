import Foundation

/// The TMDB endpoints `movies` asks, built from the domain's questions (a movie id, a list and
/// a year, a search, a person), with the queries TMDB needs. Each takes the `language` answers
/// are asked in (TMDB's `language`, like `de-DE`); `nil` sends none (TMDB answers in en-US).
public enum TMDBEndpoint {
    /// One page of a year's ranked list from `discover/movie`: films first released that year,
    /// adult films left out, by revenue (`top-grossing`) or by average vote among films with at
    /// least `minimumVoteCount` votes (`top-rated`: without a floor, a film with one vote of 10
    /// would top the list).
    public static func discover(
        _ list: MovieList, year: Int, page: Int = 1, minimumVoteCount: Int, language: String? = nil
    ) -> APIEndpoint {
        var query = [
            URLQueryItem(name: "primary_release_year", value: String(year)),
            URLQueryItem(name: "include_adult", value: "false"),
            URLQueryItem(name: "include_video", value: "false"),
        ]
        switch list {
        case .topGrossing:
            query.append(URLQueryItem(name: "sort_by", value: "revenue.desc"))
        case .topRated:
            query.append(URLQueryItem(name: "sort_by", value: "vote_average.desc"))
            query.append(URLQueryItem(name: "vote_count.gte", value: String(minimumVoteCount)))
        }
        query.append(URLQueryItem(name: "page", value: String(page)))
        let what = MovieQuestion.list(list, year: year).description
        return APIEndpoint(
            path: "discover/movie", query: localized(query, language),
            description: page == 1 ? what : "\(what) (page \(page))")
    }

    /// One film with all its page in one request: its cast and crew, where to watch it, its
    /// videos, its ids elsewhere, its release days by country and the films TMDB recommends
    /// beside it (`movie/{id}?append_to_response=credits,watch/providers,videos,external_ids,
    /// release_dates,recommendations`). TMDB gives only the videos in the language asked unless told
    /// otherwise, and most trailers are in English: the videos in that language, in English and
    /// in none are asked for (`include_video_language=de,en,null`).
    public static func movie(id: Int, language: String? = nil) -> APIEndpoint {
        let spoken = language.flatMap(spokenLanguage) ?? "en"
        let videoLanguages = (spoken == "en" ? ["en"] : [spoken, "en"]) + ["null"]
        return APIEndpoint(
            path: "movie/\(id)",
            query: localized(
                [
                    URLQueryItem(name: "append_to_response", value: appendedToDetails),
                    URLQueryItem(name: "include_video_language", value: videoLanguages.joined(separator: ",")),
                ], language),
            description: MovieQuestion.movie(id: id).description)
    }

    /// The ISO 639-1 language of a language tag (`de` of `de-DE`), lowercased; `nil` for none.
    static func spokenLanguage(_ tag: String) -> String? {
        let spoken = tag.split(separator: "-").first.map { $0.lowercased() }
        return spoken?.isEmpty == false ? spoken : nil
    }

    /// The parts of a film's page asked with its details.
    static let appendedToDetails = "credits,watch/providers,videos,external_ids,release_dates,recommendations"

    /// One page of the films whose title matches `search`: `search/movie`, adult films left out,
    /// `year` when the search gives one.
    public static func searchMovies(_ search: MovieSearch, page: Int = 1, language: String? = nil) -> APIEndpoint {
        var query = [URLQueryItem(name: "query", value: search.text)]
        if let year = search.year { query.append(URLQueryItem(name: "year", value: String(year))) }
        query.append(URLQueryItem(name: "include_adult", value: "false"))
        query.append(URLQueryItem(name: "page", value: String(page)))
        let what = MovieQuestion.search(search).description
        return APIEndpoint(
            path: "search/movie", query: localized(query, language),
            description: page == 1 ? what : "\(what) (page \(page))")
    }

    /// The first page of the people whose name matches `name`: `search/person`.
    public static func searchPeople(named name: String, language: String? = nil) -> APIEndpoint {
        let query = [
            URLQueryItem(name: "query", value: name), URLQueryItem(name: "include_adult", value: "false"),
            URLQueryItem(name: "page", value: "1"),
        ]
        return APIEndpoint(
            path: "search/person", query: localized(query, language), description: "the people named \"\(name)\"")
    }

    /// The films person `id` is credited in: `person/{id}/movie_credits`.
    public static func personCredits(id: Int, language: String? = nil) -> APIEndpoint {
        APIEndpoint(
            path: "person/\(id)/movie_credits", query: localized([], language), description: "the films of person \(id)"
        )
    }

    /// One page of the films `query` selects: `discover/movie`, adult films left out, genres all
    /// of them (`with_genres=a,b`), providers any of them (`with_watch_providers=a|b`) streaming
    /// with a subscription or free (`with_watch_monetization_types=flatrate|free|ads`) in
    /// `watch_region`, which TMDB needs for providers to count.
    public static func discover(_ query: DiscoverQuery, page: Int = 1, language: String? = nil) -> APIEndpoint {
        var items = [
            URLQueryItem(name: "include_adult", value: "false"), URLQueryItem(name: "include_video", value: "false"),
        ]
        func add(_ name: String, _ value: String) { items.append(URLQueryItem(name: name, value: value)) }
        if !query.genres.isEmpty { add("with_genres", query.genres.map { String($0.id) }.joined(separator: ",")) }
        if let years = query.years {
            add("primary_release_date.gte", "\(years.lowerBound)-01-01")
            add("primary_release_date.lte", "\(years.upperBound)-12-31")
        }
        if let rating = query.minimumRating { add("vote_average.gte", DiscoverQuery.number(rating)) }
        if let votes = query.minimumVotes { add("vote_count.gte", String(votes)) }
        if let runtime = query.runtime {
            add("with_runtime.gte", String(runtime.lowerBound))
            add("with_runtime.lte", String(runtime.upperBound))
        }
        if let language = query.originalLanguage { add("with_original_language", language) }
        if !query.providers.isEmpty {
            add("with_watch_providers", query.providers.map { String($0.id) }.joined(separator: "|"))
            add("watch_region", query.region)
            add("with_watch_monetization_types", "flatrate|free|ads")
        }
        add("sort_by", sortOrder(query.order))
        add("page", String(page))
        let what = MovieQuestion.discover(query).description
        return APIEndpoint(
            path: "discover/movie", query: localized(items, language),
            description: page == 1 ? what : "\(what) (page \(page))")
    }

    /// TMDB's `sort_by` for `order`.
    static func sortOrder(_ order: DiscoverOrder) -> String {
        switch order {
        case .popularity: "popularity.desc"
        case .rating: "vote_average.desc"
        case .revenue: "revenue.desc"
        case .date: "primary_release_date.desc"
        case .votes: "vote_count.desc"
        case .title: "title.asc"
        }
    }

    /// One page of a list to browse: `trending/movie/{day|week}`, `movie/popular`,
    /// `movie/now_playing` or `movie/upcoming` (these two for a `region`).
    public static func browse(_ list: BrowseList, page: Int = 1, language: String? = nil) -> APIEndpoint {
        let path: String
        var items: [URLQueryItem] = []
        switch list {
        case .trending(let window): path = "trending/movie/\(window.rawValue)"
        case .popular: path = "movie/popular"
        case .nowPlaying(let region):
            path = "movie/now_playing"
            items.append(URLQueryItem(name: "region", value: region))
        case .upcoming(let region):
            path = "movie/upcoming"
            items.append(URLQueryItem(name: "region", value: region))
        }
        items.append(URLQueryItem(name: "page", value: String(page)))
        let what = MovieQuestion.browse(list).description
        return APIEndpoint(
            path: path, query: localized(items, language), description: page == 1 ? what : "\(what) (page \(page))")
    }

    /// One page of the films TMDB recommends beside film `id`: `movie/{id}/recommendations`.
    public static func recommendations(forMovie id: Int, page: Int = 1, language: String? = nil) -> APIEndpoint {
        let what = MovieQuestion.similar(toMovie: id).description
        return APIEndpoint(
            path: "movie/\(id)/recommendations",
            query: localized([URLQueryItem(name: "page", value: String(page))], language),
            description: page == 1 ? what : "\(what) (page \(page))")
    }

    /// A collection and its films: `collection/{id}`.
    public static func collection(id: Int, language: String? = nil) -> APIEndpoint {
        APIEndpoint(
            path: "collection/\(id)", query: localized([], language),
            description: MovieQuestion.collection(id: id).description)
    }

    /// The titles IMDb's id `imdbID` names: `find/{imdb_id}?external_source=imdb_id`.
    public static func find(imdbID: String, language: String? = nil) -> APIEndpoint {
        APIEndpoint(
            path: "find/\(APIEndpoint.percentEncoded(imdbID))",
            query: localized([URLQueryItem(name: "external_source", value: "imdb_id")], language),
            description: MovieQuestion.imdbFilm(id: imdbID).description)
    }

    /// The genres of films, named in `language`: `genre/movie/list`.
    public static func genres(language: String? = nil) -> APIEndpoint {
        APIEndpoint(
            path: "genre/movie/list", query: localized([], language),
            description: MovieQuestion.genres.description)
    }

    /// The providers films can be watched on in `region`: `watch/providers/movie`.
    public static func watchProviders(in region: String, language: String? = nil) -> APIEndpoint {
        APIEndpoint(
            path: "watch/providers/movie",
            query: localized([URLQueryItem(name: "watch_region", value: region)], language),
            description: MovieQuestion.watchProviders(region: region).description)
    }

    /// `query` with TMDB's `language` last, when one is asked.
    private static func localized(_ query: [URLQueryItem], _ language: String?) -> [URLQueryItem] {
        guard let language, !language.isEmpty else { return query }
        return query + [URLQueryItem(name: "language", value: language)]
    }

    /// Where TMDB's images are and in which sizes: `configuration`.
    public static let configuration = APIEndpoint(path: "configuration", description: "TMDB's image configuration")

    /// A poster file on TMDB's image host (`{size}/{path}` under its base URL), for film `what`.
    public static func poster(at path: String, size: String, of what: String) -> APIEndpoint {
        let file = path.split(separator: "/").map { APIEndpoint.percentEncoded(String($0)) }.joined(separator: "/")
        return APIEndpoint(
            path: "\(APIEndpoint.percentEncoded(size))/\(file)", description: "the poster of \(what)",
            accepts: "image/jpeg")
    }

    /// TMDB's check of the credential a request carries: `authentication`.
    public static let authentication = APIEndpoint(
        path: "authentication", description: "TMDB's check of the credential")
}
