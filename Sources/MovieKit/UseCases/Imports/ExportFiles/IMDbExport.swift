import Foundation

/// IMDb's CSV exports, read: your ratings (`Const`, `Your Rating`, `Date Rated`, …) or your
/// watchlist (`Position`, `Const`, `Created`, …), in the layouts IMDb has used; columns are
/// found by the header line's names. `Const` is the IMDb id, and films are matched by it, never
/// by title. A rating means the film was seen: it is marked seen on the day it was rated.
///
/// Titles of kinds that are not films (TV series and episodes, video games, podcasts) are left
/// out and named; films, TV films, shorts and videos are read. IMDb writes the kind in the
/// account's language (`Serie TV`): a kind it does not name in English is read, and TMDB's
/// look-up, which finds no film for a TV title, leaves it unmatched.
public enum IMDbExport {
    /// IMDb's title types that are not films, lower-cased without spaces: new exports write
    /// `TV Series`, `TV Episode`, …; older ones IMDb's codes, `tvSeries`, `tvEpisode`, ….
    /// A TV special is not among them: TMDB files one as a film or as TV, so TMDB's look-up
    /// decides, as for a kind not named in English.
    static let otherTypes: Set<String> = [
        "tvseries", "tvminiseries", "tvepisode", "tvpilot", "videogame", "podcastseries", "podcastepisode",
        "musicvideo",
    ]

    /// Reads the export at `url`; a file larger than `limits` allow one is refused unread.
    /// - Throws: ``ImportFileError`` for a file that does not read, naming it and the line.
    public static func read(at url: URL, limits: ExportSizeLimits = .standard) throws(ImportFileError) -> ImportBatch {
        switch PathEntry(url.path) {
        case .file: break
        case .missing: throw ImportFileError(file: url.path, reason: "no such file")
        case .folder: throw ImportFileError(file: url.path, reason: "it is a folder; give IMDb's CSV file")
        case .other(let what): throw ImportFileError(file: url.path, reason: "it is \(what), not IMDb's CSV file")
        }
        return try batch(in: CSVFile(bytes: ExportFiles.bytes(of: url, limit: limits.file), name: url.path))
    }

    static func batch(in file: CSVFile) throws(ImportFileError) -> ImportBatch {
        let const = try file.column("Const"), title = try file.column("Title")
        let year = file.optionalColumn("Year"), type = file.optionalColumn("Title Type")
        let created = file.optionalColumn("Created")
        let rating = file.optionalColumn("Your Rating"), rated = file.optionalColumn("Date Rated")
        guard created != nil || rating != nil && rated != nil else {
            throw ImportFileError(
                file: file.name, line: 1,
                reason: "neither IMDb's ratings (\"Your Rating\", \"Date Rated\") nor its watchlist (\"Created\")")
        }
        var batch = ImportBatch(entries: [])
        try file.forEachRecord { (record) throws(ImportFileError) in
            let name = try record.title(title)
            guard let imdbID = LibraryFilm.imdbID(record.text(const)) else {
                let given = EchoedText.cut(record.text(const))
                throw file.error(
                    at: record, "the \(file.columnName(const)) \"\(given)\" is not an IMDb title id (tt and digits)")
            }
            let filmYear = try record.year(year)
            if let type, otherTypes.contains(record.text(type).lowercased().replacingOccurrences(of: " ", with: "")) {
                batch.notFilms.append("\(name.isEmpty ? imdbID : name) (\(record.text(type)))")
                return
            }
            let film = ImportedFilm(title: name.isEmpty ? imdbID : name, year: filmYear, match: .imdbID(imdbID))
            if let created {
                batch.entries.append(ImportedEntry(film: film, record: .watchlist(added: try record.day(created))))
            }
            if let rating, let rated, !record.text(rating).isEmpty {
                let value = try record.value(in: rating) { (text) throws(LibraryValueError) in
                    try LibraryValue.rating(text)
                }
                let day = try record.day(rated)
                batch.entries.append(ImportedEntry(film: film, record: .rating(value, ratedOn: day)))
                batch.entries.append(
                    ImportedEntry(
                        film: film,
                        record: .viewing(
                            watchedOn: nil, markedOn: day, rewatch: false, rating: nil, tags: [], review: nil)))
            }
        }
        return batch
    }
}
