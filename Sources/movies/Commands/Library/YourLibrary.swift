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
            HomeFolder.current
        }
    }

    static var url: URL { URL(fileURLWithPath: path) }

    /// The library at ``path``, apart from the cache `$MOVIES_CACHE` names (else the default one),
    /// as the use cases open it; each opening to change it is marked (``openedToChange``).
    static var file: LibraryFile {
        LibraryFile(
            path: path,
            apartFromCacheAt: { CacheLocation.resolve(explicitPath: nil, environment: LaunchEnvironment.variables) },
            openedToChange: { openedToChange.mark() })
    }

    /// The library at ``path`` as ``file``, its openings unmarked: for a sync, which is no change
    /// to sync after.
    static var fileToSync: LibraryFile {
        LibraryFile(path: path) { CacheLocation.resolve(explicitPath: nil, environment: LaunchEnvironment.variables) }
    }

    /// Whether the run opened the library to change it: an automatic sync then follows the
    /// command (``MoviesContext/syncAfterChange()``).
    static let openedToChange = RunMark()

    /// Refuses a library among the files of the cache at `cache` (by default the one
    /// `$MOVIES_CACHE` names), which clearing, syncing or resetting the cache would delete,
    /// replace or move: one line, exit status 74.
    static func checkApart(
        fromCacheAt cache: URL = CacheLocation.resolve(explicitPath: nil, environment: LaunchEnvironment.variables)
    ) throws(CommandFailure) {
        try failingInOneLine { () throws(LibraryError) in try LibraryFile(path: path) { cache }.checkApart() }
    }

    /// Opens the library, creating it when there is none: for a command that changes it.
    static func open() throws(CommandFailure) -> FilmLibrary {
        try failingInOneLine { () throws(LibraryError) in try file.open() }
    }

    /// Opens the library for reading only, if there is one: for a command that only reads it
    /// (nothing is written to the file).
    static func openForReading() throws(CommandFailure) -> FilmLibrary? {
        try failingInOneLine { () throws(LibraryError) in try file.openForReading() }
    }

    /// Opens the library if there is one: for a command that changes it only if it exists.
    static func openIfPresent() throws(CommandFailure) -> FilmLibrary? {
        try failingInOneLine { () throws(LibraryError) in try file.openIfPresent() }
    }

    /// Your library opened to be changed, if there is one, for a change of ``LibraryEditor``; of
    /// several films close to a title, `chooser` says which.
    static func editor(
        chooser: any FilmChooser = BestFilmTaken(), scaleChooser: any RatingScaleChooser = RatingReadOutOfTen()
    ) throws(CommandFailure) -> LibraryEditor {
        try failingInOneLine { () throws(LibraryError) in
            try LibraryEditor(library: file, chooser: chooser, scaleChooser: scaleChooser)
        }
    }

    /// What `body` returns; its library error as the command's one-line failure (exit status 74).
    private static func failingInOneLine<Value>(
        _ body: () throws(LibraryError) -> Value
    ) throws(CommandFailure) -> Value {
        do {
            return try body()
        } catch {
            throw CommandFailure(error)
        }
    }

    /// A day as typed for `option`: `yyyy-MM-dd`, `today` or `yesterday` (``LibraryCalendar/day(_:)``:
    /// never after tomorrow, a day ahead for time zones). A viewing's day is given through
    /// ``ViewingDayOption``, which reads it here.
    /// - Throws: `ValidationError` naming the option and what is wrong.
    static func day(
        _ text: String, option: String, calendar: LibraryCalendar = LibraryCalendar()
    ) throws(ValidationError) -> Date {
        do {
            return try calendar.day(text)
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
