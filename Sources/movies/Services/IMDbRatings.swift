import Foundation
import MovieKit

/// IMDb's ratings of another source's films, from the import of IMDb's datasets beside the cache
/// when there is one: what `show` prints beside the source's own rating, with no request. The
/// import is opened at the first film whose page names its IMDb id (never for the demo
/// catalogue's, which name none); without one, or for IMDb's own films, there are none.
final class IMDbRatings {
    private let file: URL?
    private let console: Console
    private var opened: IMDbDatasets??

    init(options: GlobalOptions, console: Console) {
        self.console = console
        // A film known by IMDb's id has IMDb's rating as its own.
        file =
            options.source.described.filmIDs == .imdbTitles
            ? nil : IMDbFolder(cacheURL: options.location.url).datasets
    }

    /// IMDb's rating of `movie`, by the IMDb id its page names; `nil` when it names none, or the
    /// import has no votes for it.
    func rating(of movie: any Movie) -> IMDbRating? {
        guard let imdbID = movie.page?.imdbID, let datasets = datasets() else { return nil }
        do {
            return try datasets.rating(ofIMDbID: imdbID)
        } catch {
            console.warning("\(error.description); IMDb's rating is left out")
            return nil
        }
    }

    /// The import, opened once; `nil` when there is none (or it cannot be read: said once).
    private func datasets() -> IMDbDatasets? {
        if let opened { return opened }
        var datasets: IMDbDatasets?
        do {
            datasets = try file.flatMap(IMDbDatasets.open(at:))
        } catch {
            console.warning("\(error.description); IMDb's rating is left out")
        }
        opened = .some(datasets)
        return datasets
    }
}
