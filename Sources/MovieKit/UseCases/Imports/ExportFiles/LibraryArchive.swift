import Foundation

/// Your library as JSON: what `--format json` prints of each list and what `export json` writes
/// (all three lists, every source's films, and the removals), and reads back with `import json`
/// to the same lists with no network. Days are `yyyy-MM-dd`; a film no source matched has
/// `"id": null`.
///
/// Version 2 adds what a sync needs: each entry's `changedAt` (when it last changed, UTC, to the
/// millisecond, `yyyy-MM-ddTHH:mm:ss.SSSZ`), each viewing's own id (`viewingID`), and the
/// `removals` (tombstones: the entry removed, and `removedAt`), so that a library restored from
/// an export, or another device importing it, knows what was removed and when, and an older
/// export imported later does not bring a removed entry back. The moment this library recorded
/// each change is its own and stays out. Version 1 (no times, ids or removals) is still read.
///
/// Version 3 adds `lists` (your own lists, ``ListItem``), and is written only when there are
/// some: an export of a library without lists stays version 2, which an older `movies` reads,
/// and one with lists is refused by it as newer rather than read without them.
public struct LibraryArchive: Sendable, Hashable, Codable {
    /// What the document says it is, so that another JSON file is not read as one.
    public static let format = "movies-library"
    /// The newest version read and written.
    public static let version = 3
    /// The version of an export with no lists: the one before lists.
    static let versionWithoutLists = 2

    public var watchlist: [WatchlistItem]
    public var diary: [DiaryItem]
    public var ratings: [RatingItem]
    /// The last removed first.
    public var removals: [RemovalItem]
    /// Your lists, by name (an export written before lists has none).
    public var lists: [ListItem]

    public init(
        watchlist: [WatchlistItem] = [], diary: [DiaryItem] = [], ratings: [RatingItem] = [],
        removals: [RemovalItem] = [], lists: [ListItem] = []
    ) {
        self.watchlist = watchlist
        self.diary = diary
        self.ratings = ratings
        self.removals = removals
        self.lists = lists
    }

    private enum CodingKeys: String, CodingKey {
        case format, version, watchlist, diary, ratings, removals, lists
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
        removals = try container.decodeIfPresent([RemovalItem].self, forKey: .removals) ?? []
        lists = try container.decodeIfPresent([ListItem].self, forKey: .lists) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(lists.isEmpty ? Self.versionWithoutLists : Self.version, forKey: .version)
        try container.encode(watchlist, forKey: .watchlist)
        try container.encode(diary, forKey: .diary)
        try container.encode(ratings, forKey: .ratings)
        try container.encode(removals, forKey: .removals)
        if !lists.isEmpty { try container.encode(lists, forKey: .lists) }
    }

    /// Reads an archive from `data`: every value as the commands take it (``LibraryValue``), no
    /// day after the day after `today` (by default where it is latest in the world,
    /// ``LibraryValue/todayAnywhere(now:)``: a backup made east of here reads).
    /// - Throws: ``ImportFileError`` naming `file` for JSON that is not an archive, and the field
    ///   at fault (`diary[3].yourRating`).
    public static func read(
        _ data: Data, file: String, today: Date = LibraryValue.todayAnywhere()
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
    /// order they print would come back the other way round. So are the removals.
    public var batch: ImportBatch {
        ImportBatch(
            entries: diary.reversed().map(\.imported) + ratings.reversed().map(\.imported)
                + watchlist.reversed().map(\.imported) + lists.flatMap(\.imported),
            removals: removals.reversed().map(\.imported),
            lists: lists.filter(\.list.entries.isEmpty).map(\.importedList))
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

    /// The rating at `key` (``YourRating``: a number, 0.5 to 10 in halves); `nil` when the key is
    /// absent or null. Any other number is refused in the library's words, naming the key.
    func decodeRatingIfPresent(forKey key: Key) throws -> YourRating? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let number = try decode(Double.self, forKey: key)
        do {
            return try LibraryValue.rating(number)
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
