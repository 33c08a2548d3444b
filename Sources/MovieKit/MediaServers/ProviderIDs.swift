import Foundation

/// The TMDB and IMDb ids a media server gives a film in an object of ids (Kodi's `uniqueid
/// {tmdb, imdb}`, Jellyfin's `ProviderIds {Tmdb, Imdb}`), read by walking its keys rather than
/// as a dictionary: a page of 200 films reads without a dictionary made for each. Every key's
/// value is still read as text, so an object holding a value of another kind under any key
/// fails to decode, as the dictionary it replaces did.
struct ProviderIDs: Sendable, Equatable {
    /// The text under the key `tmdb`, if any.
    var tmdb: String?
    /// The text under the key `imdb`, if any.
    var imdb: String?

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The ids of the object `decoder` holds: its keys compared as they are, or lowercased where
    /// `ignoringCase`; a null value taken as no id where `nullIsNoID`, refused otherwise.
    /// - Throws: `DecodingError` for a value that is not text (or null where refused).
    init(from decoder: any Decoder, ignoringCase: Bool, nullIsNoID: Bool) throws {
        let object = try decoder.container(keyedBy: Key.self)
        for key in object.allKeys {
            let value =
                nullIsNoID
                ? try object.decodeIfPresent(String.self, forKey: key) : try object.decode(String.self, forKey: key)
            switch ignoringCase ? key.stringValue.lowercased() : key.stringValue {
            case "tmdb": tmdb = value
            case "imdb": imdb = value
            default: continue
            }
        }
    }
}
