import Foundation

/// IMDb's ratings of another source's films, from the import of IMDb's datasets, by the IMDb id
/// a film's page names: what a page shows beside the source's own rating, with no request. The
/// import is opened at the first film that names an IMDb id (never for the demo catalogue's,
/// which name none), once.
struct IMDbRatingLookup {
    /// The import's file; `nil` when there is none to read (IMDb's own films have IMDb's rating
    /// as their own).
    let file: URL?
    private var opened: IMDbDatasets??

    init(file: URL?) {
        self.file = file
    }

    /// IMDb's rating of `movie`, and why it is left out when the import cannot be read (said
    /// once when it cannot be opened; for each film it cannot be read for).
    mutating func rating(of movie: any Movie) -> (rating: IMDbRating?, failure: MovieServiceError?) {
        guard let imdbID = movie.page?.imdbID else { return (nil, nil) }
        let (datasets, failure) = open()
        guard let datasets else { return (nil, failure) }
        do {
            return (try datasets.rating(ofIMDbID: imdbID), nil)
        } catch {
            return (nil, error)
        }
    }

    /// The import, opened once; `nil` when there is none, or it cannot be read (the failure
    /// given the first time).
    private mutating func open() -> (IMDbDatasets?, MovieServiceError?) {
        if let opened { return (opened, nil) }
        do {
            let datasets = try file.flatMap(IMDbDatasets.open(at:))
            opened = .some(datasets)
            return (datasets, nil)
        } catch {
            opened = .some(nil)
            return (nil, error)
        }
    }
}
