import Foundation

/// A film as a media server names it, which is all matching it needs: the item's id on the
/// server, its title and year, and the ids other sources know it by.
public protocol ServerFilm: Sendable {
    /// The item's id on the server (Jellyfin's `Id`, Plex's `ratingKey`).
    var itemID: String { get }
    var name: String { get }
    var year: Int? { get }
    /// TMDB's id, when the server knows it.
    var tmdbID: Int? { get }
    /// IMDb's id, when the server knows it.
    var imdbID: String? { get }
}

extension ServerFilm {
    /// How the film is matched: by its ids when it has any (TMDB's as it is, else IMDb's
    /// look-up), else by title and year.
    var imported: ImportedFilm {
        let match: ImportedFilm.Match = tmdbID == nil && imdbID == nil ? .title : .ids(tmdb: tmdbID, imdb: imdbID)
        return ImportedFilm(title: name, year: year, match: match)
    }
}

/// How a server's fields are believed: bounded and checked, so that a server's odd answer
/// leaves out one film rather than filling a screen or a diary with it.
enum ServerFilmField {
    /// The longest title kept: a server's page of text as a title is cut there.
    static let longestName = 300

    /// An item's id: not empty, at most 64 characters.
    static func itemID(_ text: String?) -> String? {
        guard let text, !text.isEmpty, text.count <= 64 else { return nil }
        return text
    }

    /// A title, cut at ``longestName``.
    static func name(_ text: String?) -> String {
        String((text ?? "").prefix(longestName))
    }

    /// A year a film can have been made in.
    static func year(_ year: Int?) -> Int? {
        year.flatMap { (1870...2200).contains($0) ? $0 : nil }
    }

    /// TMDB's id: a positive number.
    static func tmdbID(_ text: String?) -> Int? {
        text.flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    }

    /// IMDb's id: `tt` and 7 to 10 digits.
    static func imdbID(_ text: String?) -> String? {
        guard let text else { return nil }
        let digits = text.dropFirst(2)
        guard text.hasPrefix("tt"), (7...10).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return text
    }
}

/// A value that decodes as `nil` where it does not read, rather than failing the page it is on.
struct Lenient<Value: Decodable>: Decodable {
    var value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}
