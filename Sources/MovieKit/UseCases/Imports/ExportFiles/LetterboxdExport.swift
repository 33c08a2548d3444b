import Foundation

/// Letterboxd's export, read: the ZIP it gives (or the folder it unzips to) of CSV files, of
/// which five are read: `diary.csv` (viewings with their day, rating, rewatch and tags),
/// `reviews.csv` (the reviews of those viewings), `watched.csv` (films seen, with or without a
/// diary entry), `ratings.csv` and `watchlist.csv`; and your lists: each of `lists/*.csv` one of
/// your lists (ranked when its films have positions), `likes/films.csv` the list
/// ``likesList``. The others (profile, comments, `deleted/`, `orphaned/`) are left alone. Films
/// are named by title and year, matched through the source's search.
///
/// Ratings are stars, 0.5 to 5 in halves: twice that on our scale of 0.5 to 10 (3.5 is 7).
public enum LetterboxdExport {
    /// The files read, at the export's root (never `deleted/` or `orphaned/`), in this order.
    static let files = ["diary.csv", "reviews.csv", "watched.csv", "ratings.csv", "watchlist.csv"]
    /// The liked films, a list of their own (``likesList``).
    static let likesFile = "likes/films.csv"

    /// Reads the export at `url`: a ZIP file, or a folder. A file of it, or all of them, that
    /// would hold more than `limits` allow is refused before it is read or unpacked.
    /// - Throws: ``ImportFileError`` for a file that does not read, naming it (and the line).
    public static func read(at url: URL, limits: ExportSizeLimits = .standard) throws(ImportFileError) -> ImportBatch {
        let lists = listFiles(at: url, within: limits)
        let export = try ExportFiles(at: url, reading: files + [likesFile] + lists, within: limits)
        guard !export.names.isEmpty else {
            throw ImportFileError(
                file: url.path,
                reason: "not a Letterboxd export: it has none of \(files.joined(separator: ", "))")
        }
        var entries: [ImportedEntry] = []
        var diaryEntries: [String: Int] = [:]
        // One file at a time, each read as its entries are made, then let go.
        for kind in export.names {
            let file = try export.csvFile(kind)
            if kind == likesFile {
                entries += try likedEntries(in: file)
                continue
            }
            if kind.hasPrefix("lists/") {
                entries += try listEntries(in: file)
                continue
            }
            let uri = file.optionalColumn("Letterboxd URI")
            try self.entries(of: kind, in: file) { record, entry in
                let key = uri.map(record.text) ?? ""
                // A review of a diary entry (the same entry URI) is that viewing's, not another one.
                if kind == "reviews.csv", let index = diaryEntries[key], !key.isEmpty {
                    entries[index] = entries[index].completed(with: entry)
                    return
                }
                if kind == "diary.csv", !key.isEmpty { diaryEntries[key] = entries.count }
                entries.append(entry)
            }
        }
        return ImportBatch(entries: entries)
    }

    /// The entries of one of the export's files (`kind`, like `diary.csv`), each given to `body`
    /// with its record as it is read.
    static func entries(
        of kind: String, in file: CSVFile, _ body: (CSVFile.Record, ImportedEntry) -> Void
    ) throws(ImportFileError) {
        let columns = try Columns(of: file)
        try file.forEachRecord { (record) throws(ImportFileError) in
            let title = try record.title(columns.name)
            guard !title.isEmpty else { throw file.error(at: record, "the film has no Name") }
            let film = ImportedFilm(title: title, year: try record.year(columns.year), match: .title)
            let marked = try record.day(columns.date)
            body(record, try entry(of: kind, record: record, columns: columns, film: film, marked: marked))
        }
    }

    /// The entry one record of file `kind` makes, of `film`, marked on `marked`.
    private static func entry(
        of kind: String, record: CSVFile.Record, columns: Columns, film: ImportedFilm, marked: Date
    ) throws(ImportFileError) -> ImportedEntry {
        switch kind {
        case "watchlist.csv":
            return ImportedEntry(film: film, record: .watchlist(added: marked))
        case "watched.csv":
            return ImportedEntry(
                film: film,
                record: .viewing(watchedOn: nil, markedOn: marked, rewatch: false, rating: nil, tags: [], review: nil))
        case "ratings.csv":
            guard let column = columns.rating else {
                throw ImportFileError(
                    file: record.file.name, line: 1, reason: "the header line has no \"Rating\" column")
            }
            guard let rating = try stars(record, column) else {
                throw record.file.error(at: record, "the rating is missing")
            }
            return ImportedEntry(film: film, record: .rating(rating, ratedOn: marked))
        default:  // diary.csv, reviews.csv
            let watched = try record.optionalDay(columns.watchedDate)
            let tags = columns.tags.map {
                record.text($0).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
            return ImportedEntry(
                film: film,
                record: .viewing(
                    watchedOn: watched ?? (kind == "diary.csv" ? marked : nil), markedOn: marked,
                    rewatch: columns.rewatch.map { record.text($0).lowercased() == "yes" } ?? false,
                    rating: try stars(record, columns.rating), tags: tags ?? [],
                    review: columns.review.map(record.text)))
        }
    }

    /// The columns of one of the export's files, found once for all its records.
    private struct Columns {
        let name: Int
        let year: Int
        let date: Int
        let watchedDate: Int?
        let rating: Int?
        let rewatch: Int?
        let tags: Int?
        let review: Int?

        init(of file: CSVFile) throws(ImportFileError) {
            name = try file.column("Name")
            year = try file.column("Year")
            date = try file.column("Date")
            watchedDate = file.optionalColumn("Watched Date")
            rating = file.optionalColumn("Rating")
            rewatch = file.optionalColumn("Rewatch")
            tags = file.optionalColumn("Tags")
            review = file.optionalColumn("Review")
        }
    }

    /// A rating in stars (``LibraryValue/stars(_:)``: `3.5`) on our scale (`7`); `nil` when the
    /// field is empty.
    private static func stars(_ record: CSVFile.Record, _ column: Int?) throws(ImportFileError) -> YourRating? {
        guard let column, !record.text(column).isEmpty else { return nil }
        return try record.value(in: column) { (text) throws(LibraryValueError) in try LibraryValue.stars(text) }
    }
}
