import Foundation
import MovieKit

/// IMDb's ratings of another source's films, from the import of IMDb's datasets beside the cache
/// when there is one: what `show` prints beside the source's own rating, with no request. Without
/// an import (or for IMDb's own films) there are none, at the cost of one `stat`.
struct IMDbRatings {
    private let datasets: IMDbDatasets?
    private let console: Console

    init(options: GlobalOptions, console: Console) {
        self.console = console
        guard !options.source.answersFromImport else {
            datasets = nil
            return
        }
        do {
            datasets = try IMDbDatasets.open(at: IMDbFolder(cacheURL: options.location.url).datasets)
        } catch {
            console.warning("\(error.description); IMDb's rating is left out")
            datasets = nil
        }
    }

    /// IMDb's rating of `movie`, by the IMDb id its page names; `nil` when it names none, or the
    /// import has no votes for it.
    func rating(of movie: any Movie) -> IMDbRating? {
        guard let datasets, let imdbID = movie.page?.imdbID else { return nil }
        do {
            return try datasets.rating(ofIMDbID: imdbID)
        } catch {
            console.warning("\(error.description); IMDb's rating is left out")
            return nil
        }
    }
}
