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
        var facts = Facts("movies viewing")
        facts.append(source)
        if let sourceID {
            facts.append(String(sourceID))
            facts.append("")
            facts.append("")
        } else {
            facts.append("")
            facts.append(title ?? "")
            facts.append(year.map(String.init) ?? "")
        }
        facts.append(watchedOn ?? "")
        facts.append(String(occurrence))
        return facts.id
    }

    /// The id of play `play` (Jellyfin's number, `1` the first; Plex's history entry) of item
    /// `item` by user `user` on the media server `server` (its kind and its own id,
    /// `jellyfin:…`): the same at every import, whatever day the play is given, so that each
    /// play is one viewing.
    static func id(ofPlay play: String, item: String, user: String, server: String) -> UUID {
        var facts = Facts("movies play")
        facts.append(server)
        facts.append(user)
        facts.append(item)
        facts.append(play)
        return facts.id
    }

    /// FNV-1a's 128-bit hash of facts as they are given, each after the one before and a unit
    /// separator (U+001F): the hash of the facts joined by it, without joining them.
    private struct Facts {
        private var hash: UInt128 = 0x6C62_272E_07BB_0142_62B8_2175_6295_C58D

        init(_ first: String) {
            add(first)
        }

        /// Adds `fact`, after a separator.
        mutating func append(_ fact: String) {
            hash ^= 0x1F
            hash &*= Self.prime
            add(fact)
        }

        /// A UUID of version 8 made of the hash.
        var id: UUID {
            var uuid = withUnsafeBytes(of: hash.bigEndian) { $0.loadUnaligned(as: uuid_t.self) }
            uuid.6 = uuid.6 & 0x0F | 0x80
            uuid.8 = uuid.8 & 0x3F | 0x80
            return UUID(uuid: uuid)
        }

        private static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013B

        private mutating func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes {
                    hash ^= UInt128(byte)
                    hash &*= Self.prime
                }
            }
        }
    }
}
