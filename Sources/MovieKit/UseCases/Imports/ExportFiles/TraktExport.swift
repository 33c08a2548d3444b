import Foundation

/// A Trakt export, read: JSON files in the shapes of Trakt's API, a list of entries each: history
/// (`watched_at`: a viewing that day), ratings (`rated_at`, `rating` 1–10: a rating, and the film
/// marked seen that day) and the watchlist (`listed_at`). Which an entry is, is read from the
/// entry itself, so a file's name does not matter; a folder's files named for those lists
/// (`watched-history.json`, `ratings-movies.json`, `watchlist-movies.json`, …) are read.
///
/// Films alone: entries of shows, seasons and episodes are left out and counted. A film is named
/// by its `ids` (`tmdb`, `imdb`, `trakt`) and matched by them, never by its title: TMDB's id as
/// it is by a source whose ids are TMDB's, else the IMDb id through the source's look-up; a film
/// with neither is kept unmatched as the file names it.
public enum TraktExport {
    /// The words a folder's file names hold to be read.
    static let listNames = ["history", "ratings", "watchlist"]

    /// Reads the export at `url`: one JSON file, or a folder of them.
    /// - Throws: ``ImportFileError`` for a file that does not read, naming it and the line.
    public static func read(at url: URL, limits: ExportSizeLimits = .standard) throws(ImportFileError) -> ImportBatch {
        var batch = ImportBatch(entries: [])
        for file in try files(at: url, limits: limits) {
            let bytes = Data(try ExportFiles.bytes(of: file, limit: limits.file))
            try read(JSONEntriesFile(bytes: bytes, name: file.path, what: "Trakt"), into: &batch)
        }
        return batch
    }

    /// The JSON files at `url` to read, by name.
    private static func files(at url: URL, limits: ExportSizeLimits) throws(ImportFileError) -> [URL] {
        switch PathEntry(url.path) {
        case .file: return [url]
        case .missing: throw ImportFileError(file: url.path, reason: "no such file or folder")
        case .other(let what): throw ImportFileError(file: url.path, reason: "it is \(what), not Trakt's JSON")
        case .folder:
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            let wanted = names.filter { name in
                name.lowercased().hasSuffix(".json") && listNames.contains { name.lowercased().contains($0) }
            }.sorted()
            guard !wanted.isEmpty else {
                throw ImportFileError(
                    file: url.path,
                    reason: "not a Trakt export: it has no JSON file of history, ratings or a watchlist")
            }
            let files = wanted.map { url.appendingPathComponent($0) }.filter { PathEntry($0.path) == .file }
            var total = 0
            for file in files {
                total += (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
            }
            guard total <= limits.total else {
                throw ImportFileError(
                    file: url.path,
                    reason: "its files hold \(ByteCount.text(total)) in all, more than the "
                        + "\(ByteCount.text(limits.total)) movies reads of one export")
            }
            return files
        }
    }

    /// The entries of one file, into `batch`.
    static func read(_ file: JSONEntriesFile, into batch: inout ImportBatch) throws(ImportFileError) {
        try file.forEachEntry { (entry, line) throws(ImportFileError) in
            func fail(_ reason: String) -> ImportFileError {
                ImportFileError(file: file.name, line: line, reason: reason)
            }
            guard let movie = entry["movie"] as? [String: Any] else {
                for kind in ["episode", "season", "show"] where entry[kind] != nil {
                    let show = (entry["show"] as? [String: Any])?["title"] as? String
                    batch.notFilms.append("\(EchoedText.cut(show ?? "a show")) (\(kind))")
                    return
                }
                throw fail("the entry names no movie (\"movie\"), nor a show or an episode")
            }
            let film = try self.film(movie, fail: fail)
            if let text = entry["watched_at"] {
                let (day, moment) = try self.day(text, key: "watched_at", fail: fail)
                batch.entries.append(
                    ImportedEntry(
                        film: film,
                        record: .viewing(
                            watchedOn: day, markedOn: day, rewatch: false, rating: nil, tags: [], review: nil),
                        changedAt: moment))
            } else if let text = entry["rated_at"] {
                let (day, moment) = try self.day(text, key: "rated_at", fail: fail)
                guard let value = entry["rating"] as? Int, let rating = YourRating(whole: value), value >= 1 else {
                    throw fail(
                        "the rating \(EchoedText.cut("\(entry["rating"] ?? "null")")) is not a whole number from 1 to 10"
                    )
                }
                batch.entries.append(
                    ImportedEntry(film: film, record: .rating(rating, ratedOn: day), changedAt: moment))
                batch.entries.append(
                    ImportedEntry(
                        film: film,
                        record: .viewing(
                            watchedOn: nil, markedOn: day, rewatch: false, rating: nil, tags: [], review: nil)))
            } else if let text = entry["listed_at"] {
                let (day, moment) = try self.day(text, key: "listed_at", fail: fail)
                batch.entries.append(ImportedEntry(film: film, record: .watchlist(added: day), changedAt: moment))
            } else {
                throw fail("the entry has none of watched_at, rated_at, listed_at")
            }
        }
    }

    /// The film an entry's `movie` names, to be matched by its ids.
    private static func film(
        _ movie: [String: Any], fail: (String) -> ImportFileError
    ) throws(ImportFileError) -> ImportedFilm {
        let ids = movie["ids"] as? [String: Any] ?? [:]
        var tmdb: Int?
        if let given = ids["tmdb"], !(given is NSNull) {
            // A whole number from 1 that TMDB could give (its ids fit 32 bits); 11.5, "11", 0,
            // -3 or 9223372036854775807 is no film's id.
            guard let number = given as? NSNumber, let id = Int(exactly: number.doubleValue),
                "\(number)" == "\(id)", (1...Int(Int32.max)).contains(id)
            else { throw fail("the tmdb id \(EchoedText.cut("\(given)")) is not a film's id: a whole number from 1") }
            tmdb = id
        }
        let imdb = (ids["imdb"] as? String).flatMap(LibraryFilm.imdbID)
        let title: String
        do {
            title = try LibraryValue.title((movie["title"] as? String) ?? "")
        } catch {
            throw fail(error.quoted(as: "the title"))
        }
        var year: Int?
        if let given = movie["year"] as? Int {
            do {
                year = try LibraryValue.filmYear(given)
            } catch {
                throw fail("the year \(given) is not a film's year")
            }
        }
        guard !title.isEmpty || tmdb != nil || imdb != nil else { throw fail("the movie has no title and no ids") }
        let name = title.isEmpty ? imdb ?? tmdb.map { "TMDB \($0)" } ?? "" : title
        return ImportedFilm(title: name, year: year, match: .ids(tmdb: tmdb, imdb: imdb))
    }

    /// The day (UTC) and moment of a Trakt time, `2026-11-24T21:03:00.000Z`.
    private static func day(
        _ value: Any, key: String, fail: (String) -> ImportFileError
    ) throws(ImportFileError) -> (Date, Date) {
        let text = value as? String ?? "\(value)"
        let moment = LibraryTime.parse(text) ?? secondsFormat.date(from: text)
        guard let moment, let day = APIDate.parse(String(text.prefix(10))) else {
            throw fail(
                "the \(key) \"\(EchoedText.cut(text))\" is not a time as Trakt writes one (2026-11-24T21:03:00.000Z)")
        }
        do {
            return (try LibraryValue.day(day, written: text, today: LibraryValue.todayAnywhere()), moment)
        } catch {
            throw fail("the \(key) \(error.quoted())")
        }
    }

    /// Trakt's times without their milliseconds.
    nonisolated(unsafe) private static let secondsFormat: ISO8601DateFormatter = {
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withInternetDateTime]
        return format
    }()
}
