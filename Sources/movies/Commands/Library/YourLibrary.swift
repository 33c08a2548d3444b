import ArgumentParser
import Foundation
import MovieKit

/// Your library as the commands open it: at ``LibraryLocation`` (`$MOVIES_LIBRARY`, else
/// `$XDG_DATA_HOME/movies/library.sqlite`), every failure one line with exit status 74, the file
/// left as it was.
enum YourLibrary {
    /// Where the library is.
    static var path: String {
        LibraryLocation.path(environment: LaunchEnvironment.variables) {
            FileManager.default.homeDirectoryForCurrentUser.path
        }
    }

    static var url: URL { URL(fileURLWithPath: path) }

    /// Refuses a library among the files of the cache at `cache` (by default the one
    /// `$MOVIES_CACHE` names), which clearing, syncing or resetting the cache would delete,
    /// replace or move: one line, exit status 74.
    static func checkApart(
        fromCacheAt cache: URL = CacheLocation.resolve(explicitPath: nil, environment: LaunchEnvironment.variables)
    ) throws(CommandFailure) {
        if let refusal = CacheFootprint(cacheURL: cache).refusal(ofLibraryAt: path) {
            throw CommandFailure(refusal)
        }
    }

    /// Opens the library, creating it when there is none: for a command that changes it.
    static func open() throws(CommandFailure) -> FilmLibrary {
        try checkApart()
        do {
            return try FilmLibrary.open(at: url)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Opens the library for reading only, if there is one: for a command that only reads it
    /// (nothing is written to the file).
    static func openForReading() throws(CommandFailure) -> FilmLibrary? {
        let path = self.path
        guard PathEntry(path) != .missing else { return nil }
        try checkApart()
        do {
            return try FilmLibrary.openForReading(at: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Opens the library if there is one: for a command that changes it only if it exists, or
    /// that opens it before it finds what to write (so that a library that cannot be changed is
    /// refused first, in one line), creating it after with ``open()`` when there was none.
    static func openIfPresent() throws(CommandFailure) -> FilmLibrary? {
        let path = self.path
        guard PathEntry(path) != .missing else { return nil }
        try checkApart()
        do {
            return try FilmLibrary.openIfPresent(at: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Today, the calendar day where you are (as midnight UTC, as days are kept).
    static func today(now: Date = Date(), timeZone: TimeZone = .current) -> Date {
        LibraryValue.today(now: now, timeZone: timeZone)
    }

    /// A day as typed: `yyyy-MM-dd`, `today` or `yesterday`; a day as every import takes one
    /// (``LibraryValue/day(_:today:)``: never after tomorrow, a day ahead for time zones).
    static func day(_ text: String, option: String, today: Date = today()) throws(ValidationError) -> Date {
        do {
            switch text.lowercased() {
            case "today": return try LibraryValue.day(today, written: text, today: today)
            case "yesterday":
                return try LibraryValue.day(today.addingTimeInterval(-86_400), written: text, today: today)
            default: return try LibraryValue.day(text, today: today)
            }
        } catch  where error.kind == .dayFormat {
            throw ValidationError("\(option) takes a day as yyyy-MM-dd, today or yesterday; got \"\(error.given)\"")
        } catch {
            throw ValidationError("\(option) \(error)")
        }
    }
}

extension CommandFailure {
    init(_ error: LibraryError) {
        self.init(error.description, status: .cacheFailure)
    }
}
