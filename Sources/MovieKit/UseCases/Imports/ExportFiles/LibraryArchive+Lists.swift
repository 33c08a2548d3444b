import Foundation

extension LibraryArchive {
    /// One of your lists as JSON: `name`, `description` (`null` for none), `ranked`,
    /// `createdAt` and `changedAt` (moments, as entries' `changedAt`), and `films`, each the film
    /// as the other entries name it with its `position` (1 for the first).
    public struct ListItem: Sendable, Hashable, Codable {
        public var list: FilmList

        public init(_ list: FilmList) { self.list = list }

        private enum CodingKeys: String, CodingKey { case name, description, ranked, createdAt, changedAt, films }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let text = try container.decode(String.self, forKey: .name)
            let name: String
            do {
                name = try FilmLists.name(imported: text)
            } catch {
                throw DecodingError.dataCorruptedError(
                    forKey: .name, in: container, debugDescription: "\"\(EchoedText.cut(text))\" is not a list's name")
            }
            let createdAt = try container.decode(ArchivedMoment.self, forKey: .createdAt).date
            let films = try container.decodeIfPresent([FilmItem].self, forKey: .films) ?? []
            list = FilmList(
                name: name, description: try container.decodeIfPresent(String.self, forKey: .description),
                ranked: try container.decodeIfPresent(Bool.self, forKey: .ranked) ?? false, createdAt: createdAt,
                changedAt: try container.decodeIfPresent(ArchivedMoment.self, forKey: .changedAt)?.date,
                entries: films.sorted { $0.position < $1.position }.map {
                    FilmListEntry(position: $0.position, film: $0.film, changedAt: createdAt)
                })
        }

        /// The list as an import makes it.
        var importedList: ImportedList {
            ImportedList(
                name: list.name, description: list.description, ranked: list.ranked, changedAt: list.createdAt)
        }

        /// Its films as imported entries, each at its position.
        var imported: [ImportedEntry] {
            list.entries.map { entry in
                ImportedEntry(
                    film: ArchivedFilm(entry.film).imported,
                    record: .listed(importedList, position: entry.position))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(list.name, forKey: .name)
            try container.encode(list.description, forKey: .description)
            try container.encode(list.ranked, forKey: .ranked)
            try container.encode(ArchivedMoment(list.createdAt), forKey: .createdAt)
            try container.encode(ArchivedMoment(list.changedAt), forKey: .changedAt)
            try container.encode(list.entries.map(FilmItem.init), forKey: .films)
        }
    }

    /// A film of a list as JSON: the film as entries name it, and its `position`.
    struct FilmItem: Codable {
        var position: Int
        var film: LibraryFilm

        init(_ entry: FilmListEntry) {
            position = entry.position
            film = entry.film
        }

        private enum CodingKeys: String, CodingKey { case position }

        init(from decoder: any Decoder) throws {
            film = try ArchivedFilm(from: decoder).kept
            let container = try decoder.container(keyedBy: CodingKeys.self)
            position = try container.decode(Int.self, forKey: .position)
            guard position >= 1 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .position, in: container, debugDescription: "a position is 1 or more, not \(position)")
            }
        }

        func encode(to encoder: any Encoder) throws {
            try ArchivedFilm(film).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(position, forKey: .position)
        }
    }
}
