import Foundation

/// The film an archive's entry names: its source and id (`null` when unmatched), IMDb id, title, year.
struct ArchivedFilm: Codable {
    var film: LibraryFilm

    init(_ film: LibraryFilm) { self.film = film }

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
        let id = try container.decodeWholeNumberIfPresent(forKey: .id, as: .filmID) { (id) throws(LibraryValueError) in
            try LibraryValue.filmID(id)
        }
        let imdbID = try container.decodeIfPresent(String.self, forKey: .imdbID)
        let title = try container.decodeIfPresent(String.self, forKey: .title)
        if let title {
            do {
                _ = try LibraryValue.title(title)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .title, in: container, debugDescription: error.description)
            }
        }
        let year = try container.decodeWholeNumberIfPresent(
            forKey: .year, as: .filmYear(LibraryValue.filmYears())
        ) { (year) throws(LibraryValueError) in try LibraryValue.filmYear(year) }
        film = LibraryFilm(source: source, id: id, imdbID: imdbID, title: title, year: year)
    }

    /// `id`, `title` and `year` are always written (`null` when unknown), the IMDb id when known.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(film.source, forKey: .source)
        try container.encode(film.id, forKey: .id)
        try container.encodeIfPresent(film.imdbID, forKey: .imdbID)
        try container.encode(film.title, forKey: .title)
        try container.encode(film.year, forKey: .year)
    }

    /// The film as the archive names it, matched or not: an unmatched film keeps its own source
    /// and IMDb id, not the importing command's `--source`.
    var imported: ImportedFilm {
        ImportedFilm(title: film.title ?? "", year: film.year, match: .known(kept))
    }

    /// The film as the library keeps it. The library names a film by its id or its title: an
    /// unmatched one written without a title (by hand) is kept titled "".
    var kept: LibraryFilm {
        var film = self.film
        if film.id == nil && film.title == nil { film.title = "" }
        return film
    }
}

/// A value archives write as one string, read with the library's checks (``LibraryValue``): text
/// that does not read is the archive's data error, the text quoted.
protocol ArchivedText: Codable, Hashable {
    associatedtype Value
    init(_ value: Value)
    /// `text` as the library takes it; `decoder` holds today (``ArchivedDay/today``).
    static func read(_ text: String, in decoder: any Decoder) throws(LibraryValueError) -> Value
    /// The value as archives write it.
    var text: String { get }
}

extension ArchivedText {
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self.init(try Self.read(text, in: decoder))
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.quoted())
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// A day as archives write it: `yyyy-MM-dd`, one a film could have been watched, rated or put on
/// a watchlist on (``LibraryValue/day(_:today:)``).
struct ArchivedDay: ArchivedText {
    /// The key of the decoder's `userInfo` that holds today, after which no day may be.
    static let today = CodingUserInfoKey(rawValue: "today")

    var date: Date

    init(_ date: Date) { self.date = date }

    /// The today `decoder` holds, else today where it is latest in the world.
    static func today(in decoder: any Decoder) -> Date {
        today.flatMap { decoder.userInfo[$0] as? Date } ?? LibraryValue.todayAnywhere()
    }

    static func read(_ text: String, in decoder: any Decoder) throws(LibraryValueError) -> Date {
        try LibraryValue.day(text, today: today(in: decoder))
    }

    var text: String { APIDate.format(date) }
}

/// A moment as archives write it: `yyyy-MM-ddTHH:mm:ss.SSSZ`, UTC, to the millisecond, one an
/// entry could have changed at (``LibraryValue/changeTime(_:today:)``).
struct ArchivedMoment: ArchivedText {
    var date: Date

    init(_ date: Date) { self.date = date }

    static func read(_ text: String, in decoder: any Decoder) throws(LibraryValueError) -> Date {
        try LibraryValue.changeTime(text, today: ArchivedDay.today(in: decoder))
    }

    var text: String { LibraryTime.format(date) }
}

/// A viewing's id as archives write it: a UUID.
struct ArchivedViewingID: ArchivedText {
    var id: UUID

    init(_ id: UUID) { self.id = id }

    static func read(_ text: String, in decoder: any Decoder) throws(LibraryValueError) -> UUID {
        try LibraryValue.viewingID(text)
    }

    var text: String { id.uuidString.lowercased() }
}
