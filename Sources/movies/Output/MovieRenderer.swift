import Foundation
import MovieKit

/// Turns answers into the text the chosen ``OutputFormat`` prints.
struct MovieRenderer {
    let format: OutputFormat
    var style: TextStyle
    /// The country whose ways to watch a movie's page shows.
    var region = RegionOption.defaultRegion
    /// Your services, listed first on a movie's page.
    var services = StreamingServices.any
    /// What your library says of the movie a page shows (`show`); `nil` leaves it out.
    var yours: YourFilm?
    /// The films of a list you have seen, marked in a table.
    var seen = SeenMarks.none
    /// Whose films they are: how their ids are written and which facts a page and a list have.
    var source = SourceOption.defaultValue.described
    /// IMDb's rating of the film a page shows, from the imported datasets, beside its source's.
    var imdbRating: IMDbRating?

    func render(_ movies: [any Movie]) -> String {
        // A source without takings or release days (IMDb's datasets) has nothing of a list's
        // table to show but titles and ratings: its films are named as a search's are, with the
        // ids to ask for.
        guard source.has([.takings, .releaseDays]) else {
            return MovieSummaryRenderer(format: format, style: style, source: source, seen: seen)
                .render(movies.map(MovieSummary.init))
        }
        return switch format {
        case .table: MovieTable(style: style, seen: seen, source: source).render(movies)
        case .json: Self.json(movies.map(FilmJSON.init))
        case .csv: MovieCSV(source: source).render(movies)
        }
    }

    func render(_ movie: any Movie) -> String {
        switch format {
        case .table:
            MovieDetail(
                style: style, ratingScale: movie.ratingScale, region: region, services: services, yours: yours,
                source: source, imdbRating: imdbRating
            ).render(movie)
        case .json:
            Self.json(MovieJSON(movie: movie, source: source, region: region, yours: yours, imdbRating: imdbRating))
        case .csv: MovieCSV(source: source).render(movie)
        }
    }

    /// A film's page: the film, with what your library says of it, IMDb's rating, and where to
    /// watch it in the page's region on your services.
    func render(_ page: FilmPage) -> String {
        var renderer = self
        renderer.region = page.region
        renderer.services = page.services
        renderer.yours = page.yours
        renderer.imdbRating = page.imdbRating
        return renderer.render(page.movie)
    }

    private static let encoder = APICoding.makeEncoder()

    static func json(_ value: some Encodable) -> String {
        // Encoding values that came from the API or the cache cannot fail: no floats are
        // infinite (decoding rejects them) and every key is a string.
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
