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

    /// Opens the library, creating it when there is none: for a command that changes it.
    static func open() throws(CommandFailure) -> FilmLibrary {
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
        do {
            return try FilmLibrary.openForReading(at: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Opens the library if there is one: for a command that changes it only if it exists.
    static func openIfPresent() throws(CommandFailure) -> FilmLibrary? {
        let path = self.path
        guard PathEntry(path) != .missing else { return nil }
        do {
            return try FilmLibrary.openIfPresent(at: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Today, the calendar day where you are (as midnight UTC, as days are kept).
    static func today(now: Date = Date(), timeZone: TimeZone = .current) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC") ?? timeZone
        return utc.date(from: DateComponents(year: parts.year, month: parts.month, day: parts.day)) ?? now
    }

    /// A day as typed: `yyyy-MM-dd`, `today` or `yesterday`; never after tomorrow (a day ahead,
    /// for time zones).
    static func day(_ text: String, option: String, today: Date = today()) throws(ValidationError) -> Date {
        let day: Date
        switch text.lowercased() {
        case "today": day = today
        case "yesterday": day = today.addingTimeInterval(-86_400)
        default:
            guard let parsed = APIDate.parse(text) else {
                throw ValidationError("\(option) takes a day as yyyy-MM-dd, today or yesterday; got \"\(text)\"")
            }
            day = parsed
        }
        guard day <= today.addingTimeInterval(86_400) else {
            throw ValidationError("\(option) \(text) is in the future")
        }
        guard APIDate.year(of: day) >= 1874 else {
            throw ValidationError("\(option) \(text) is before there were films")
        }
        return day
    }
}

extension CommandFailure {
    init(_ error: LibraryError) {
        self.init(error.description, status: .cacheFailure)
    }
}
