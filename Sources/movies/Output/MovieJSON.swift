import Foundation
import MovieKit

/// One movie as `show --format json` writes it: as a list does (``FilmJSON``), and what
/// its page knows, only when known: `directors`, `writers`, `watch` (the region asked, with
/// JustWatch's credit), `links` (trailer, IMDb), `collection` (`{id, name}`) and
/// `recommendations` (`[{id, title, year}]`), `releases` (`[{country, type, date}]`, every
/// country's, `type` one of `premiere`, `limited`, `theatrical`, `digital`, `physical`, `tv`); and,
/// from your library, `yours`: `{onWatchlist, seen, rating, viewings, lists}` (the days you watched
/// it, the names of your lists it is on).
struct MovieJSON: Encodable {
    let movie: any Movie
    /// Whose film it is: one known by IMDb's ids is written as IMDb's datasets write it (``IMDbFilmJSON``).
    var source = SourceOption.defaultValue.described
    let region: String
    var yours: YourFilm?
    /// IMDb's rating of the film from the imported datasets, written as `imdb`: `{id, rating, votes}`.
    var imdbRating: IMDbRating?

    private enum PageKeys: String, CodingKey {
        case directors, writers, watch, links, collection, recommendations, releases, yours, imdb
    }

    /// A release day as written.
    private struct Release: Encodable {
        let country: String
        let type: String
        let date: String

        init(_ release: FilmRelease) {
            country = release.country
            type = release.kind.name
            date = APIDate.format(release.day)
        }
    }

    /// What your library says of the film, as written.
    private struct Yours: Encodable {
        let onWatchlist: Bool
        let seen: Bool
        @NullWhenNil var rating: YourRating?
        let viewings: [String]
        let lists: [String]

        init(_ yours: YourFilm) {
            onWatchlist = yours.onWatchlist
            seen = yours.seen
            rating = yours.rating
            viewings = yours.viewings.map(APIDate.format)
            lists = yours.lists
        }
    }

    /// Where to watch in one region, as written.
    private struct Watch: Encodable {
        let link: URL?
        let stream, free, rent, buy: [String]
        let source = "JustWatch"
    }

    /// IMDb's rating as written.
    private struct IMDb: Encodable {
        let id: String
        let rating: Double
        let votes: Int
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: PageKeys.self)
        if let yours { try container.encode(Yours(yours), forKey: .yours) }
        if source.filmIDs == .imdbTitles {
            try IMDbFilmJSON(movie: movie).encode(to: encoder)
            return
        }
        try FilmJSON(movie: movie).encode(to: encoder)
        if let imdbRating {
            try container.encode(
                IMDb(id: IMDbID.title(imdbRating.id), rating: imdbRating.rating, votes: imdbRating.votes),
                forKey: .imdb)
        }
        guard let page = movie.page else { return }
        if !page.directors.isEmpty { try container.encode(page.directors, forKey: .directors) }
        if !page.writers.isEmpty { try container.encode(page.writers, forKey: .writers) }
        if let watch = page.watch[region] {
            let written = Watch(
                link: watch.link, stream: watch.stream, free: watch.free, rent: watch.rent, buy: watch.buy)
            try container.encode([region: written], forKey: .watch)
        }
        var links: [String: URL] = [:]
        links["trailer"] = page.trailer
        links["imdb"] = page.imdb
        if !links.isEmpty { try container.encode(links, forKey: .links) }
        if let collection = page.collection { try container.encode(collection, forKey: .collection) }
        if !page.recommendations.isEmpty { try container.encode(page.recommendations, forKey: .recommendations) }
        if !page.releases.isEmpty { try container.encode(page.releases.map(Release.init), forKey: .releases) }
    }
}
