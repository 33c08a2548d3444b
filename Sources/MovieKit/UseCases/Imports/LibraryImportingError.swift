import Foundation

/// Why an import (``LibraryImporting``) stopped. Nothing was written, but where a case says
/// otherwise.
public enum LibraryImportingError: Error, Sendable, Equatable {
    /// Nothing is at the path given.
    case nothingAt(String)
    /// An export of ours given as something that is not a file (a folder).
    case notAFile(String)
    /// The file given cannot be read.
    case cannotRead(String)
    /// The file does not read: its words name it, and the line at fault.
    case file(ImportFileError)
    /// Netflix's file holds the views of several profiles, or of none named so: whose to read.
    case profile(NetflixExport.Failure)
    /// The library cannot be opened or written.
    case library(LibraryError)
    /// The library could not be written partway; what the summary counts was written, whole.
    case written(LibraryError, ImportSummary)
    /// The source cannot match this file's films (the demo catalogue has no look-up by IMDb id).
    case cannotMatch(MovieServiceError)
}
