import Foundation

/// Letterboxd's export, read: the ZIP it gives (or the folder it unzips to) of CSV files, of
/// which five are read: `diary.csv` (viewings with their day, rating, rewatch and tags),
/// `reviews.csv` (the reviews of those viewings), `watched.csv` (films seen, with or without a
/// diary entry), `ratings.csv` and `watchlist.csv`. The others (profile, comments, lists, likes)
/// are left alone. Films are named by title and year, matched through the source's search.
///
/// Ratings are stars, 0.5 to 5 in halves: twice that on our 1–10 scale.
public enum LetterboxdExport {
    /// The files read, at the export's root (never `deleted/` or `orphaned/`), in this order.
    static let files = ["diary.csv", "reviews.csv", "watched.csv", "ratings.csv", "watchlist.csv"]

    /// Reads the export at `url`: a ZIP file, or a folder.
    /// - Throws: ``ImportFileError`` for a file that does not read, naming it (and the line).
    public static func read(at url: URL) throws(ImportFileError) -> ImportBatch {
        let found = try csvFiles(at: url)
        guard !found.isEmpty else {
            throw ImportFileError(
                file: url.path,
                reason: "not a Letterboxd export: it has none of \(files.joined(separator: ", "))")
        }
        var entries: [ImportedEntry] = []
        var diaryEntries: [String: Int] = [:]
        for (kind, file) in found {
            let uri = file.optionalColumn("Letterboxd URI")
            for (record, entry) in try self.entries(of: kind, in: file) {
                let key = uri.map(record.text) ?? ""
                // A review of a diary entry (the same entry URI) is that viewing's, not another one.
                if kind == "reviews.csv", let index = diaryEntries[key], !key.isEmpty {
                    entries[index] = entries[index].completed(with: entry)
                    continue
                }
                if kind == "diary.csv", !key.isEmpty { diaryEntries[key] = entries.count }
                entries.append(entry)
            }
        }
        return ImportBatch(entries: entries)
    }

    /// Those of ``files`` the export at `url` has, each with its name in ``files``.
    private static func csvFiles(at url: URL) throws(ImportFileError) -> [(kind: String, file: CSVFile)] {
        var found: [(kind: String, file: CSVFile)] = []
        switch PathEntry(url.path) {
        case .folder:
            for name in files {
                let file = url.appendingPathComponent(name)
                guard PathEntry(file.path) == .file else { continue }
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    throw ImportFileError(file: file.path, reason: "it cannot be read")
                }
                found.append((name, try CSVFile(bytes: Array(data), name: file.path)))
            }
        case .file:
            do {
                let archive = try ZIPArchive(contentsOf: url)
                // At the archive's root only: `deleted/diary.csv` holds viewings deleted.
                for name in files {
                    guard let bytes = try archive.contents(of: name) else { continue }
                    found.append((name, try CSVFile(bytes: bytes, name: "\(url.path) (\(name))")))
                }
            } catch let error as ImportFileError {
                throw error
            } catch {
                throw ImportFileError(file: url.path, reason: "\(error)")
            }
        case .missing:
            throw ImportFileError(file: url.path, reason: "no such file or folder")
        case .other(let what):
            throw ImportFileError(file: url.path, reason: "it is \(what), not Letterboxd's ZIP or its folder")
        }
        return found
    }

    /// The entries of one of the export's files (`kind`, like `diary.csv`), each with its record.
    static func entries(
        of kind: String, in file: CSVFile
    ) throws(ImportFileError) -> [(record: CSVFile.Record, entry: ImportedEntry)] {
        var entries: [(record: CSVFile.Record, entry: ImportedEntry)] = []
        let name = try file.column("Name"), year = try file.column("Year"), date = try file.column("Date")
        for record in file.records {
            let title = record.text(name)
            guard !title.isEmpty else { throw file.error(at: record, "the film has no Name") }
            let film = ImportedFilm(title: title, year: try record.year(year), match: .title)
            let marked = try record.day(date)
            switch kind {
            case "watchlist.csv":
                entries.append((record, ImportedEntry(film: film, record: .watchlist(added: marked))))
            case "watched.csv":
                entries.append(
                    (
                        record,
                        ImportedEntry(
                            film: film,
                            record: .viewing(
                                watchedOn: nil, markedOn: marked, rewatch: false, rating: nil, tags: [], review: nil))
                    ))
            case "ratings.csv":
                guard let rating = try stars(record, file.column("Rating")) else {
                    throw file.error(at: record, "the rating is missing")
                }
                entries.append((record, ImportedEntry(film: film, record: .rating(rating, ratedOn: marked))))
            default:  // diary.csv, reviews.csv
                let watched = try record.optionalDay(file.optionalColumn("Watched Date"))
                let review = file.optionalColumn("Review").map(record.text)
                entries.append(
                    (
                        record,
                        ImportedEntry(
                            film: film,
                            record: .viewing(
                                watchedOn: watched ?? (kind == "diary.csv" ? marked : nil), markedOn: marked,
                                rewatch: file.optionalColumn("Rewatch").map { record.text($0).lowercased() == "yes" }
                                    ?? false,
                                rating: try stars(record, file.optionalColumn("Rating")),
                                tags: file.optionalColumn("Tags").map {
                                    record.text($0).split(separator: ",").map {
                                        $0.trimmingCharacters(in: .whitespaces)
                                    }
                                } ?? [],
                                review: review))
                    ))
            }
        }
        return entries
    }

    /// A rating in stars (`3.5`) on our scale (`7`); `nil` when the field is empty.
    private static func stars(_ record: CSVFile.Record, _ column: Int?) throws(ImportFileError) -> Int? {
        guard let column else { return nil }
        let text = record.text(column)
        guard !text.isEmpty else { return nil }
        guard let stars = Double(text), stars >= 0.5, stars <= 5, (stars * 2).rounded() == stars * 2 else {
            throw record.file.error(at: record, "the rating \"\(text)\" is not 0.5 to 5 stars in halves")
        }
        return Int(stars * 2)
    }
}
