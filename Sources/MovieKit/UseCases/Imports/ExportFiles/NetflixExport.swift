import Foundation

/// Netflix's viewing history, read, in either shape: the "viewing activity" download,
/// `NetflixViewingHistory.csv` (`Title`, `Date`, the day as the account's locale writes it:
/// ``NetflixDateFormat``, decided from the whole file), or the full data export's
/// `ViewingActivity.csv` (`Profile Name`, `Start Time` in UTC, `Duration`, `Title`,
/// `Supplemental Video Type`, …), of one profile.
///
/// Each view of a film is a viewing of that day; several views of one film on one day are one.
/// Left out, and counted: episodes (`Show: Season 1: Episode`), and, in the full export, views
/// shorter than ``shortestView`` and trailers, previews and the like (a `Supplemental Video
/// Type`). Netflix gives no year and no id: films are matched by title through the source's search.
public enum NetflixExport {
    /// Views shorter than this are left out: a film started and left, or a preview.
    public static let shortestView: TimeInterval = 10 * 60

    /// Why the file was not read: the file itself, or whose history to read.
    public enum Failure: Error, Sendable, Equatable {
        case file(ImportFileError)
        /// The full export holds several profiles' views: one must be named (`--profile`).
        case profileNeeded([String])
        /// No view of the file is the profile's; the file's profiles.
        case noSuchProfile(String, [String])
        /// A profile was named for the file that has none (`NetflixViewingHistory.csv`).
        case profileNotInFile
    }

    /// Reads the file at `url`, the views of `profile` (needed for a full export of several profiles).
    public static func read(
        at url: URL, profile: String? = nil, limits: ExportSizeLimits = .standard
    ) throws(Failure) -> ImportBatch {
        do {
            switch PathEntry(url.path) {
            case .file: break
            case .missing: throw ImportFileError(file: url.path, reason: "no such file")
            case .folder:
                throw ImportFileError(
                    file: url.path, reason: "it is a folder; give NetflixViewingHistory.csv or ViewingActivity.csv")
            case .other(let what):
                throw ImportFileError(file: url.path, reason: "it is \(what), not Netflix's CSV file")
            }
            let file = try CSVFile(bytes: ExportFiles.bytes(of: url, limit: limits.file), name: url.path)
            if file.optionalColumn("Start Time") != nil { return try activity(in: file, profile: profile) }
            if profile != nil { throw Failure.profileNotInFile }
            return try history(in: file)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .file(error as? ImportFileError ?? ImportFileError(file: url.path, reason: "\(error)"))
        }
    }

    /// `NetflixViewingHistory.csv`: `Title`, `Date`.
    static func history(in file: CSVFile) throws(ImportFileError) -> ImportBatch {
        let title = try file.column("Title"), date = try file.column("Date")
        var views: [(title: String, date: String, line: Int)] = []
        try file.forEachRecord { (record) throws(ImportFileError) in
            let name = try record.title(title)
            guard !name.isEmpty else { throw file.error(at: record, "the view has no Title") }
            views.append((name, record.text(date), record.line))
        }
        let format: NetflixDateFormat
        switch NetflixDateFormat.decide(views.map { (text: $0.date, line: $0.line) }) {
        case .success(let decided): format = decided
        case .failure(let unfit):
            let fits = unfit.format.map { ", as the days before it are written (\($0))" } ?? ""
            throw ImportFileError(
                file: file.name, line: unfit.line,
                reason: "the Date \"\(EchoedText.cut(unfit.text))\" is not a day written as Netflix writes one\(fits)")
        }
        var batch = ImportBatch(entries: [])
        var seen: Set<String> = []
        for view in views {
            guard let day = format.day(view.date) else { continue }
            do {
                _ = try LibraryValue.day(day, written: view.date, today: LibraryValue.todayAnywhere())
            } catch {
                throw ImportFileError(file: file.name, line: view.line, reason: error.quoted(as: "the Date"))
            }
            add(view.title, on: day, to: &batch, seen: &seen)
        }
        if !views.isEmpty { batch.notes.append("read the dates as \(format)") }
        return batch
    }

    /// `ViewingActivity.csv`: the views of `profile`, trailers and short views left out.
    static func activity(in file: CSVFile, profile: String?) throws -> ImportBatch {
        let name = try file.column("Profile Name"), start = try file.column("Start Time")
        let title = try file.column("Title"), duration = file.optionalColumn("Duration")
        let supplement = file.optionalColumn("Supplemental Video Type")
        var profiles: [String] = []
        try file.forEachRecord { (record) throws(ImportFileError) in
            let profile = record.text(name)
            if !profiles.contains(profile) { profiles.append(profile) }
        }
        let chosen: String
        if let profile {
            guard let match = profiles.first(where: { $0.caseInsensitiveCompare(profile) == .orderedSame }) else {
                throw Failure.noSuchProfile(profile, profiles)
            }
            chosen = match
        } else {
            guard profiles.count <= 1 else { throw Failure.profileNeeded(profiles) }
            chosen = profiles.first ?? ""
        }
        var batch = ImportBatch(entries: [])
        var seen: Set<String> = []
        var short = 0, trailers = 0
        try file.forEachRecord { (record) throws(ImportFileError) in
            guard record.text(name) == chosen else { return }
            if let supplement, !record.text(supplement).isEmpty {
                trailers += 1
                return
            }
            let started = record.text(start)
            guard let day = APIDate.parse(String(started.prefix(10))), started.count >= 10 else {
                throw file.error(
                    at: record, "the Start Time \"\(EchoedText.cut(started))\" is not a time (2026-11-24 20:15:03)")
            }
            _ = try record.value(in: start) { (text) throws(LibraryValueError) in
                try LibraryValue.day(day, written: text, today: LibraryValue.todayAnywhere())
            }
            if let duration {
                guard let length = seconds(record.text(duration)) else {
                    throw file.error(
                        at: record, "the Duration \"\(EchoedText.cut(record.text(duration)))\" is not hh:mm:ss")
                }
                if length < shortestView {
                    short += 1
                    return
                }
            }
            let viewed = try record.title(title)
            guard !viewed.isEmpty else { throw file.error(at: record, "the view has no Title") }
            add(viewed, on: day, to: &batch, seen: &seen)
        }
        var leftOut: [String] = []
        if short > 0 { leftOut.append("\(short) view\(short == 1 ? "" : "s") shorter than 10 minutes") }
        if trailers > 0 { leftOut.append("\(trailers) trailer\(trailers == 1 ? "" : "s") and previews") }
        if !leftOut.isEmpty { batch.notes.append("left out " + leftOut.joined(separator: " and ")) }
        if profiles.count > 1 || profile != nil { batch.notes.append("read the views of the profile \(chosen)") }
        return batch
    }

    /// Adds a viewing of `title` on `day`, unless it is an episode (counted) or the file gave one
    /// of it that day already.
    private static func add(_ title: String, on day: Date, to batch: inout ImportBatch, seen: inout Set<String>) {
        if isEpisode(title) {
            batch.notFilms.append("\(EchoedText.cut(title)) (episode)")
            return
        }
        guard seen.insert("\(APIDate.format(day)) \(TitleMatch.folded(title))").inserted else { return }
        batch.entries.append(
            ImportedEntry(
                film: ImportedFilm(title: title, year: nil, match: .title),
                record: .viewing(watchedOn: day, markedOn: day, rewatch: false, rating: nil, tags: [], review: nil)))
    }

    /// The words of a title's part that say it is a season, a part or a series of a show.
    static let seasonWords = [
        "season", "series", "limited series", "miniseries", "part", "volume", "vol.", "chapter", "book",
        "collection", "staffel", "temporada", "saison", "stagione", "seizoen", "sezon", "kausi",
    ]

    /// Whether `title` is an episode, as Netflix names one: "Show: Season 1: Episode", "Show:
    /// Limited Series: Episode 3", "Show: Part 2: Chapter Nine". A film's title with one colon
    /// ("Mission: Impossible") is not.
    static func isEpisode(_ title: String) -> Bool {
        let parts = title.components(separatedBy: ": ").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        guard parts.count >= 3 else { return false }
        return parts.dropFirst().dropLast().contains { part in
            seasonWords.contains { word in part == word || part.hasPrefix(word + " ") }
        } || parts.count >= 3 && parts.last?.hasPrefix("episode ") == true
    }

    /// `hh:mm:ss` as seconds; `nil` for anything else, minutes or seconds past 59, or hours past
    /// ``longestViewHours`` (a view no longer than a year, so no sum of them overflows).
    static func seconds(_ text: String) -> TimeInterval? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 3, let hours = parts[0], let minutes = parts[1], let seconds = parts[2],
            (0...longestViewHours).contains(hours), (0..<60).contains(minutes), (0..<60).contains(seconds)
        else { return nil }
        return TimeInterval(hours * 3600 + minutes * 60 + seconds)
    }

    /// The most hours a Duration may give.
    static let longestViewHours = 9_999
}
