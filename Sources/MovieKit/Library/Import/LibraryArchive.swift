import Foundation

/// Your library as JSON: what `--format json` prints of each list and what `export json` writes
/// (all three lists, every source's films), and reads back with `import json` to the same lists
/// with no network. Days are `yyyy-MM-dd`; a film no source matched has `"id": null`.
public struct LibraryArchive: Sendable, Hashable, Codable {
    /// What the document says it is, so that another JSON file is not read as one.
    public static let format = "movies-library"
    public static let version = 1

    public var watchlist: [WatchlistItem]
    public var diary: [DiaryItem]
    public var ratings: [RatingItem]

    public init(watchlist: [WatchlistItem] = [], diary: [DiaryItem] = [], ratings: [RatingItem] = []) {
        self.watchlist = watchlist
        self.diary = diary
        self.ratings = ratings
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, watchlist, diary, ratings
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decodeIfPresent(String.self, forKey: .format)
        guard format == Self.format else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "not an export of movies (no \"format\": \"\(Self.format)\")"))
        }
        let version = try container.decodeWholeNumber(forKey: .version, as: .wholeNumber)
        guard version <= Self.version else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "written by a newer movies (version \(version)); update movies")
            )
        }
        watchlist = try container.decodeIfPresent([WatchlistItem].self, forKey: .watchlist) ?? []
        diary = try container.decodeIfPresent([DiaryItem].self, forKey: .diary) ?? []
        ratings = try container.decodeIfPresent([RatingItem].self, forKey: .ratings) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        try container.encode(watchlist, forKey: .watchlist)
        try container.encode(diary, forKey: .diary)
        try container.encode(ratings, forKey: .ratings)
    }

    /// Reads an archive from `data`: every value as the commands take it (``LibraryValue``), no
    /// day after `today`.
    /// - Throws: ``ImportFileError`` naming `file` for JSON that is not an archive, and the field
    ///   at fault (`diary[3].yourRating`).
    public static func read(
        _ data: Data, file: String, today: Date = LibraryValue.today()
    ) throws(ImportFileError) -> LibraryArchive {
        let decoder = JSONDecoder()
        if let key = ArchivedDay.today { decoder.userInfo[key] = today }
        do {
            return try decoder.decode(LibraryArchive.self, from: data)
        } catch let error as DecodingError {
            throw ImportFileError(file: file, reason: Self.reason(error))
        } catch {
            throw ImportFileError(file: file, reason: "\(error)")
        }
    }

    /// Encodes `value` as the lists and the archive print it: keys sorted, so the same library
    /// always exports the same text (a dictionary's order changes from one process to the next).
    public static func encoded(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("null".utf8)
    }

    /// The entries of the archive, to import: each list oldest first, as the lists were written.
    /// The lists print entries of one day the last written first, so entries written in the
    /// order they print would come back the other way round.
    public var batch: ImportBatch {
        ImportBatch(
            entries: diary.reversed().map(\.imported) + ratings.reversed().map(\.imported)
                + watchlist.reversed().map(\.imported))
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            let what =
                if case .keyNotFound(let key, _) = error { "\"\(key.stringValue)\" is missing" } else {
                    context.debugDescription
                }
            return path.isEmpty ? what : "at \(path.drop { $0 == "." }): \(what)"
        @unknown default:
            return "\(error)"
        }
    }
}

/// The film an archive's entry names: its source and id (`null` when unmatched), IMDb id, title, year.
struct ArchivedFilm: Codable {
    var source: MovieSource
    var id: Int?
    var imdbID: String?
    var title: String?
    var year: Int?

    init(_ film: LibraryFilm) {
        source = film.source
        id = film.id
        imdbID = film.imdbID
        title = film.title
        year = film.year
    }

    var film: LibraryFilm { LibraryFilm(source: source, id: id, imdbID: imdbID, title: title, year: year) }

    private enum CodingKeys: String, CodingKey {
        case source, id, imdbID, title, year
    }

    /// Reads the film, its id and year as the commands take them (``LibraryValue``).
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .source)
        guard let source = MovieSource(rawValue: name) else {
            let sources = MovieSource.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(
                forKey: .source, in: container,
                debugDescription: "\"\(EchoedText.cut(name))\" is not a source: \(sources)")
        }
        self.source = source
        id = try container.decodeWholeNumberIfPresent(forKey: .id, as: .filmID) { (id) throws(LibraryValueError) in
            try LibraryValue.filmID(id)
        }
        imdbID = try container.decodeIfPresent(String.self, forKey: .imdbID)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        year = try container.decodeWholeNumberIfPresent(
            forKey: .year, as: .filmYear(LibraryValue.filmYears())
        ) { (year) throws(LibraryValueError) in try LibraryValue.filmYear(year) }
    }

    /// `id`, `title` and `year` are always written (`null` when unknown), the IMDb id when known.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(id, forKey: .id)
        try container.encodeIfPresent(imdbID, forKey: .imdbID)
        try container.encode(title, forKey: .title)
        try container.encode(year, forKey: .year)
    }

    /// The film as the archive names it, matched or not: an unmatched film keeps its own source
    /// and IMDb id, not the importing command's `--source`.
    var imported: ImportedFilm {
        var film = self.film
        // The library names a film by its id or its title: an unmatched one written without a
        // title (by hand) is kept titled "".
        if film.id == nil && film.title == nil { film.title = "" }
        return ImportedFilm(title: title ?? "", year: year, match: .known(film))
    }
}

/// A day as archives write it: `yyyy-MM-dd`, one a film could have been watched, rated or put on
/// a watchlist on (``LibraryValue/day(_:today:)``).
struct ArchivedDay: Codable, Hashable {
    /// The key of the decoder's `userInfo` that holds today, after which no day may be.
    static let today = CodingUserInfoKey(rawValue: "today")

    var date: Date

    init(_ date: Date) { self.date = date }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            let today = Self.today.flatMap { decoder.userInfo[$0] as? Date } ?? LibraryValue.today()
            date = try LibraryValue.day(text, today: today)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.quoted())
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(APIDate.format(date))
    }
}

extension KeyedDecodingContainer {
    /// The whole number at `key`, as `check` takes it; `nil` when the key is absent or null.
    ///
    /// A number that is no whole number (`7.5`), or past what one holds (`1e30`), is refused
    /// with the words of `kind`, naming the key: Foundation itself says only that the data "was
    /// not valid JSON", naming nothing.
    func decodeWholeNumberIfPresent(
        forKey key: Key, as kind: LibraryValueError.Kind,
        _ check: (Int) throws(LibraryValueError) -> Int = { $0 }
    ) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let value: Int
        do {
            value = try decode(Int.self, forKey: key)
        } catch {
            guard let number = try? decode(Double.self, forKey: key) else { throw error }
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self, debugDescription: LibraryValueError(kind, given: "\(number)").description)
        }
        do {
            return try check(value)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: error.description)
        }
    }

    /// ``decodeWholeNumberIfPresent(forKey:as:_:)`` of a key that must be there.
    func decodeWholeNumber(
        forKey key: Key, as kind: LibraryValueError.Kind, _ check: (Int) throws(LibraryValueError) -> Int = { $0 }
    ) throws -> Int {
        guard let value = try decodeWholeNumberIfPresent(forKey: key, as: kind, check) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: ""))
        }
        return value
    }
}
