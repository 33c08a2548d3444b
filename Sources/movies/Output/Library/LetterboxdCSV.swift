import MovieKit

/// Your library as a CSV file in Letterboxd's import format: `Title`, `Year`, `tmdbID`, `imdbID`,
/// `WatchedDate`, `Rating` (stars, 0.5–5), `Rewatch`, `Tags`, `Review`; a row per viewing (a film
/// seen without a day has no `WatchedDate`), then a row for each film rated or on the watchlist
/// with no viewing. Letterboxd matches films by `tmdbID` and `imdbID` first, so a title is
/// written by the CSV rule of every list (``CSV``), never altered to be matched.
struct LetterboxdCSV {
    static let header = ["Title", "Year", "tmdbID", "imdbID", "WatchedDate", "Rating", "Rewatch", "Tags", "Review"]

    func render(_ archive: LibraryArchive) -> String {
        var text = CSV.record(Self.header)
        var ratings: [LibraryFilm: YourRating] = [:]
        for item in archive.ratings { ratings[item.rating.film] = item.rating.rating }
        var viewed: Set<LibraryFilm> = []
        for item in archive.diary.reversed() {
            let viewing = item.viewing
            viewed.insert(viewing.film)
            text += CSV.record(
                Self.film(viewing.film) + [
                    viewing.watchedOn.map(APIDate.format) ?? "",
                    Self.stars(viewing.rating ?? ratings[viewing.film]), viewing.rewatch ? "Yes" : "",
                    viewing.tags.joined(separator: ", "), viewing.review ?? "",
                ])
        }
        let rest = archive.ratings.map(\.rating.film) + archive.watchlist.map(\.entry.film)
        var written: Set<LibraryFilm> = viewed
        for film in rest where written.insert(film).inserted {
            text += CSV.record(Self.film(film) + ["", Self.stars(ratings[film]), "", "", ""])
        }
        return text
    }

    /// Title, year, and the ids Letterboxd matches by: TMDB's only for films whose ids are TMDB's.
    private static func film(_ film: LibraryFilm) -> [String] {
        [
            film.title ?? "", film.year.map(String.init) ?? "",
            film.source.described.filmIDs == .tmdbNumbers ? film.id.map(String.init) ?? "" : "", film.imdbID ?? "",
        ]
    }

    /// How many rows ``render(_:)`` writes with a rating that falls between two of Letterboxd's
    /// stars (8.5, which is 4.25 stars): each is written as the nearest half star above it.
    static func ratingsBetweenStars(in archive: LibraryArchive) -> Int {
        var ratings: [LibraryFilm: YourRating] = [:]
        for item in archive.ratings { ratings[item.rating.film] = item.rating.rating }
        var written: Set<LibraryFilm> = []
        var rounded = 0
        for item in archive.diary {
            written.insert(item.viewing.film)
            if let rating = item.viewing.rating ?? ratings[item.viewing.film], !rating.isWhole { rounded += 1 }
        }
        for film in archive.ratings.map(\.rating.film) + archive.watchlist.map(\.entry.film)
        where written.insert(film).inserted {
            if let rating = ratings[film], !rating.isWhole { rounded += 1 }
        }
        return rounded
    }

    /// What an export says of the ratings it wrote to the nearest half star.
    static func roundingNote(_ count: Int) -> String {
        "\(count == 1 ? "1 rating falls" : "\(count) ratings fall") between two of Letterboxd's stars "
            + "(8.5 is 4.25): written as the half star above (4.5); movies keeps the exact value"
    }

    /// A rating as Letterboxd's stars, which go in halves: 7 is 3.5. A rating between two (8.5
    /// is 4.25 stars) takes the higher (4.5): 0.5 is half a star, the fewest Letterboxd gives.
    static func stars(_ rating: YourRating?) -> String {
        guard let rating else { return "" }
        let whole = (rating.halves + 1) / 2
        return whole.isMultiple(of: 2) ? String(whole / 2) : "\(whole / 2).5"
    }
}
