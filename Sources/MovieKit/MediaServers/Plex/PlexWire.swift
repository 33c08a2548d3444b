import Foundation

/// Plex's JSON answers wrap what they hold in a `MediaContainer`.
struct PlexContainer<Content: Decodable>: Decodable {
    var container: Content

    enum CodingKeys: String, CodingKey {
        case container = "MediaContainer"
    }
}

/// Plex's JSON, as far as `movies` reads it: every field optional, so that one odd item leaves
/// out itself alone.
enum PlexWire {
    /// `GET /identity`.
    struct Identity: Decodable {
        var machineIdentifier: String?
    }

    /// `GET /`.
    struct Root: Decodable {
        var friendlyName: String?
    }

    /// `GET /accounts`.
    struct Accounts: Decodable {
        var account: [Lenient<Account>]?

        enum CodingKeys: String, CodingKey {
            case account = "Account"
        }
    }

    /// An account of the server: the owner's id is 1.
    struct Account: Decodable {
        var id: Int
        var name: String?
    }

    /// `GET /library/sections`.
    struct Sections: Decodable {
        var directory: [Lenient<Section>]?

        enum CodingKeys: String, CodingKey {
            case directory = "Directory"
        }
    }

    struct Section: Decodable {
        var key: String?
        var type: String?
    }

    /// A page of `Metadata`, with how many there are in all when the server says.
    struct MetadataPage: Decodable {
        var metadata: [Lenient<Metadata>]?
        var totalSize: Int?

        enum CodingKeys: String, CodingKey {
            case metadata = "Metadata"
            case totalSize
        }
    }

    struct Guid: Decodable {
        var id: String?
    }

    /// A film of a section, or a play of the history.
    struct Metadata: Decodable {
        var ratingKey: String?
        var type: String?
        var title: String?
        var year: Int?
        var guid: [Lenient<Guid>]?
        var historyKey: String?
        var viewedAt: Int64?
        var accountID: Int?

        enum CodingKeys: String, CodingKey {
            case ratingKey, type, title, year, historyKey, viewedAt, accountID
            case guid = "Guid"
        }

        /// The film it is; `nil` for anything else, or one without a `ratingKey`.
        var film: PlexFilm? {
            guard type == "movie", let key = ServerFilmField.itemID(ratingKey) else { return nil }
            let guids = (guid ?? []).compactMap { $0.value?.id }
            func id(_ scheme: String) -> String? {
                guids.first { $0.hasPrefix(scheme + "://") }.map { String($0.dropFirst(scheme.count + 3)) }
            }
            return PlexFilm(
                itemID: key, name: ServerFilmField.name(title), year: ServerFilmField.year(year),
                tmdbID: ServerFilmField.tmdbID(id("tmdb")), imdbID: ServerFilmField.imdbID(id("imdb")))
        }

        /// The play it is; `nil` for one without its keys, its account or a moment that can be one.
        var play: PlexPlay? {
            guard let history = historyKey, !history.isEmpty, history.count <= 200,
                let item = ServerFilmField.itemID(ratingKey), let accountID, let viewedAt,
                (0...8_000_000_000).contains(viewedAt)
            else { return nil }
            return PlexPlay(
                historyKey: history, ratingKey: item, isFilm: type == "movie", accountID: String(accountID),
                viewedAt: Date(timeIntervalSince1970: TimeInterval(viewedAt)))
        }
    }
}
