import MovieKit

/// One of your lists as a CSV file in Letterboxd's list import format (letterboxd.com/list/new,
/// "Import"): `Position` (a ranked list's alone), `Title`, `Year`, `tmdbID`, `imdbID`, a row per
/// film in the list's order. Letterboxd matches films by `tmdbID` and `imdbID` first; the title
/// and year are for the films with neither.
struct LetterboxdListCSV {
    func render(_ list: FilmList) -> String {
        let header = ["Title", "Year", "tmdbID", "imdbID"]
        var text = CSV.record((list.ranked ? ["Position"] : []) + header)
        for entry in list.entries {
            let film = entry.film
            let fields = [
                film.title ?? "", film.year.map(String.init) ?? "",
                film.source.described.filmIDs == .tmdbNumbers ? film.id.map(String.init) ?? "" : "",
                film.imdbID ?? "",
            ]
            text += CSV.record((list.ranked ? [String(entry.position)] : []) + fields)
        }
        return text
    }
}
