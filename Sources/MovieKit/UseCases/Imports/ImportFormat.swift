import Foundation

/// The file formats `movies import` reads, each its own reader (``LetterboxdExport``,
/// ``IMDbExport``, ``TraktExport``, ``NetflixExport``, ``LibraryArchive``).
public enum ImportFormat: Sendable, Equatable {
    /// Letterboxd's export: its ZIP file, or the folder it unzips to.
    case letterboxd
    /// IMDb's ratings or watchlist export (CSV).
    case imdb
    /// A Trakt export: one JSON file, or a folder of them.
    case trakt
    /// Netflix's viewing history, the views of `profile` where the file holds several.
    case netflix(profile: String?)
    /// What `movies export json` wrote.
    case json

    /// Where the entries come from, as the summary names it: "Imported from Letterboxd: …".
    public var origin: String {
        switch self {
        case .letterboxd: "Letterboxd"
        case .imdb: "IMDb"
        case .trakt: "Trakt"
        case .netflix: "Netflix"
        case .json: "the export"
        }
    }

    /// Whether its films are matched by asking the source: an export of ours names each by its
    /// source and id.
    public var asksSource: Bool { self != .json }

    /// Whether a film is matched by a short title too (``FilmMatcher``): Netflix names a film
    /// without its year, often by its title in your language.
    var matchesShortTitles: Bool {
        if case .netflix = self { true } else { false }
    }

    /// The entries of the file or folder at `path`.
    /// - Throws: ``LibraryImportingError``: `nothingAt` when nothing is there; `notAFile` and
    ///   `cannotRead` for an export of ours that is not a file or cannot be read; `file` for one
    ///   that does not read (naming the file and the line); `profile` for Netflix's views of
    ///   several profiles, or of none named so.
    func read(at path: String) throws(LibraryImportingError) -> ImportBatch {
        guard PathEntry(path) != .missing else { throw .nothingAt(path) }
        let url = URL(fileURLWithPath: path)
        switch self {
        case .letterboxd: return try Self.reading { () throws(ImportFileError) in try LetterboxdExport.read(at: url) }
        case .imdb: return try Self.reading { () throws(ImportFileError) in try IMDbExport.read(at: url) }
        case .trakt: return try Self.reading { () throws(ImportFileError) in try TraktExport.read(at: url) }
        case .netflix(let profile):
            do {
                return try NetflixExport.read(at: url, profile: profile)
            } catch {
                if case .file(let failure) = error { throw .file(failure) }
                throw .profile(error)
            }
        case .json:
            guard PathEntry(path) == .file else { throw .notAFile(path) }
            guard let data = FileManager.default.contents(atPath: path) else { throw .cannotRead(path) }
            return try Self.archive(data, file: path)
        }
    }

    /// The entries of an export of ours, `data`, read from `file`.
    static func archive(_ data: Data, file: String) throws(LibraryImportingError) -> ImportBatch {
        try reading { () throws(ImportFileError) in try LibraryArchive.read(data, file: file).batch }
    }

    /// What `read` reads; its failure as the import's.
    private static func reading(
        _ read: () throws(ImportFileError) -> ImportBatch
    ) throws(LibraryImportingError) -> ImportBatch {
        do {
            return try read()
        } catch {
            throw .file(error)
        }
    }
}

/// What an import reads: a file of one of the formats, or what `movies export json` wrote,
/// given on standard input.
public enum ImportInput: Sendable, Equatable {
    /// The file or folder at `path`, in `format`.
    case file(ImportFormat, path: String)
    /// An export of ours, as standard input gave it.
    case standardInput(Data)

    /// The format it is in.
    public var format: ImportFormat {
        switch self {
        case .file(let format, _): format
        case .standardInput: .json
        }
    }

    /// Its entries.
    /// - Throws: as ``ImportFormat/read(at:)``.
    func read() throws(LibraryImportingError) -> ImportBatch {
        switch self {
        case .file(let format, let path): try format.read(at: path)
        case .standardInput(let data): try ImportFormat.archive(data, file: "standard input")
        }
    }
}
