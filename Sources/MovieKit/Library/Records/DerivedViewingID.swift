import Foundation

/// The id of a viewing that came without one: one a library of schema 1 held, or one imported
/// from a file that names a viewing by its film and day alone (Letterboxd's, IMDb's, an export
/// of the first release). It is made from those facts (the film, by its source and id, or its
/// title and year while no source matched it; the day watched; how many viewings of that film on
/// that day came before it), so that one viewing gets one id on every device that migrates or
/// imports it, and an import run twice, or killed and run again, gives it the id it gave it before.
///
/// A UUID of version 8 (RFC 9562's layout for ids made otherwise): FNV-1a's 128-bit hash of those
/// facts. Never changed: the ids of migrated and imported viewings depend on it.
enum DerivedViewingID {
    /// The id of the viewing of `film` on `watchedOn` (`yyyy-MM-dd`; `nil` for one without a
    /// day) that `occurrence` viewings of that film and day came before.
    static func id(of film: LibraryFilm, watchedOn: String?, occurrence: Int) -> UUID {
        id(
            source: film.source.rawValue, sourceID: film.id, title: film.title, year: film.year, watchedOn: watchedOn,
            occurrence: occurrence)
    }

    /// ``id(of:watchedOn:occurrence:)`` of a film as a film row names it.
    static func id(
        source: String, sourceID: Int?, title: String?, year: Int?, watchedOn: String?, occurrence: Int
    ) -> UUID {
        let named = sourceID.map { [String($0), "", ""] } ?? ["", title ?? "", year.map(String.init) ?? ""]
        return id(hashing: ["movies viewing", source] + named + [watchedOn ?? "", String(occurrence)])
    }

    /// The id of play `play` (Jellyfin's number, `1` the first; Plex's history entry) of item
    /// `item` by user `user` on the media server `server` (its kind and its own id,
    /// `jellyfin:…`): the same at every import, whatever day the play is given, so that each
    /// play is one viewing.
    static func id(ofPlay play: String, item: String, user: String, server: String) -> UUID {
        id(hashing: ["movies play", server, user, item, play])
    }

    /// A UUID of version 8 made of `facts`' FNV-1a hash.
    private static func id(hashing facts: [String]) -> UUID {
        let facts = facts.joined(separator: "\u{1F}")
        var hash: UInt128 = 0x6C62_272E_07BB_0142_62B8_2175_6295_C58D
        for byte in facts.utf8 {
            hash ^= UInt128(byte)
            hash &*= 0x0000_0000_0100_0000_0000_0000_0000_013B
        }
        var bytes = withUnsafeBytes(of: hash.bigEndian) { Array($0) }
        bytes[6] = bytes[6] & 0x0F | 0x80
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: bytes.withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) })
    }
}
