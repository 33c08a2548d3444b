/// A question a catalogue answers, whatever source answers it and however its API spells it:
/// what the cache keys answers (and what their APIs said of their freshness) by, with the
/// catalogue's source, origin and language beside it.
///
/// Its ``key`` is the cache's own spelling and never changes once written: a new kind of
/// question (a search, a person, a poster) is a new case with a key of its own.
public enum MovieQuestion: Sendable, Hashable, CustomStringConvertible {
    /// One movie, by its source's id.
    case movie(id: Int)
    /// One of a year's ranked lists.
    case list(MovieList, year: Int)
    /// The films a search by title finds.
    case search(MovieSearch)
    /// The films of the person a name means.
    case person(named: String)
    /// Where the source's images are and in which sizes.
    case imageConfiguration
    /// A film's poster: its file on the source's image host (`/abc.jpg`) in one of its sizes.
    case poster(path: String, size: String)
    /// The films a discover query selects.
    case discover(DiscoverQuery)
    /// The source's genres, by name.
    case genres
    /// The providers films can be watched on in a region (`US`).
    case watchProviders(region: String)
    /// A list to browse: trending, popular, in cinemas now or soon.
    case browse(BrowseList)
    /// The films the source recommends beside a film, by its id.
    case similar(toMovie: Int)
    /// The films of a series (a collection), by its id.
    case collection(id: Int)
    /// The film IMDb's id (`tt0083658`) names, in the source's ids.
    case imdbFilm(id: String)

    /// The question as the cache keys it: `movie/550`, `list/topGrossing/2016`,
    /// `search/1982/blade runner` (`search/-/…` for any year), `person/zoe marchetti` (a name is
    /// one question whatever its case and accents, as the person it means is),
    /// `poster/w342/abc.jpg`, `discover/genres=18/sort=popularity` (``DiscoverQuery/key``),
    /// `genres`, `providers/US`, `browse/trending/week` (``BrowseList/key``), `similar/78`,
    /// `collection/422837`, `imdb/tt0083658`.
    public var key: String {
        switch self {
        case .movie(let id): "movie/\(id)"
        case .list(let list, let year): "list/\(list.rawValue)/\(year)"
        case .search(let search): "search/\(search.year.map(String.init) ?? "-")/\(search.normalizedText)"
        case .person(let name): "person/\(TitleMatch.folded(name))"
        case .imageConfiguration: "configuration/images"
        case .poster(let path, let size): "poster/\(size)\(path)"
        case .discover(let query): query.key
        case .genres: "genres"
        case .watchProviders(let region): "providers/\(region)"
        case .browse(let list): list.key
        case .similar(let id): "similar/\(id)"
        case .collection(let id): "collection/\(id)"
        case .imdbFilm(let id): "imdb/\(id)"
        }
    }

    /// The question read back from its ``key``; `nil` for a key this build does not know, and
    /// for a discover query's (its key names genres and providers by id alone).
    public init?(key: String) {
        if key == MovieQuestion.genres.key {
            self = .genres
            return
        }
        if let list = BrowseList(key: key) {
            self = .browse(list)
            return
        }
        if key.hasPrefix("providers/") {
            let region = String(key.dropFirst("providers/".count))
            guard !region.isEmpty, !region.contains("/") else { return nil }
            self = .watchProviders(region: region)
            return
        }
        if key.hasPrefix("search/") {
            let parts = key.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let search = try? MovieSearch(String(parts[2]), year: Int(parts[1])),
                parts[1] == "-" || search.year != nil
            else { return nil }
            self = .search(search)
            return
        }
        if key == MovieQuestion.imageConfiguration.key {
            self = .imageConfiguration
            return
        }
        if key.hasPrefix("poster/") {
            let rest = key.dropFirst("poster/".count)
            guard let slash = rest.firstIndex(of: "/"), slash != rest.startIndex,
                rest.index(after: slash) != rest.endIndex
            else { return nil }
            self = .poster(path: String(rest[slash...]), size: String(rest[..<slash]))
            return
        }
        if key.hasPrefix("person/") {
            let name = String(key.dropFirst("person/".count))
            guard !name.isEmpty else { return nil }
            self = .person(named: name)
            return
        }
        let parts = key.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 2 where parts[0] == "movie":
            guard let id = Int(parts[1]) else { return nil }
            self = .movie(id: id)
        case 2 where parts[0] == "similar":
            guard let id = Int(parts[1]) else { return nil }
            self = .similar(toMovie: id)
        case 2 where parts[0] == "collection":
            guard let id = Int(parts[1]) else { return nil }
            self = .collection(id: id)
        case 2 where parts[0] == "imdb":
            guard let id = IMDbID.titleText(String(parts[1])) else { return nil }
            self = .imdbFilm(id: id)
        case 3 where parts[0] == "list":
            guard let list = MovieList(rawValue: String(parts[1])), let year = Int(parts[2]) else { return nil }
            self = .list(list, year: year)
        default:
            return nil
        }
    }

    /// What is asked, in words, as in "movie 3" or "top-rated movies of 2016"; errors name it so.
    public var description: String {
        switch self {
        case .movie(let id): "movie \(id)"
        case .list(let list, let year): "\(list.title) movies of \(year)"
        case .search(let search): "the search for \"\(search.text)\"\(search.year.map { " in \($0)" } ?? "")"
        case .person(let name): "the films of \"\(name)\""
        case .imageConfiguration: "where posters are"
        case .poster(let path, let size): "the poster \(path) (\(size))"
        case .discover(let query): query.description
        case .genres: "the genres"
        case .watchProviders(let region): "the providers in \(region)"
        case .browse(let list): list.description
        case .similar(let id): "the films like movie \(id)"
        case .collection(let id): "collection \(id)"
        case .imdbFilm(let id): "the film IMDb calls \(id)"
        }
    }
}
