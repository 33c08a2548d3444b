import ArgumentParser
import Foundation
import MovieAPIServer
import MovieKit

/// The flags of the IMDb dialect (IMDb's dataset host).
struct IMDbOptions: ParsableArguments {
    @Option(
        name: .customLong("last-modified"),
        help: ArgumentHelp(
            "With --dialect imdb, the Last-Modified of every file (default: each file's modification time).",
            valueName: "yyyy-MM-ddTHH:mm:ssZ"))
    var lastModified: String?

    /// Whether any of these flags was given.
    var isGiven: Bool { lastModified != nil }

    /// `--last-modified` as a date, if given and one: ISO 8601 in UTC, or an HTTP date.
    var lastModifiedDate: Date? {
        guard let lastModified else { return nil }
        return ISO8601DateFormatter().date(from: lastModified) ?? HTTPDate.parse(lastModified)
    }

    func validate() throws {
        if let lastModified, lastModifiedDate == nil {
            throw ValidationError(
                "--last-modified must be a date and time as 2025-06-30T08:00:00Z (or an HTTP date), got \(lastModified)"
            )
        }
    }

    /// The IMDb dialect's settings for the dataset files in `folder`.
    /// - Throws: ``FixtureFilesError`` when `folder` holds none.
    func settings(folder: URL) throws(FixtureFilesError) -> IMDbDatasetHostSettings {
        try IMDbDatasetHostSettings(folder: folder, lastModified: lastModifiedDate)
    }
}
