import Foundation

extension LibraryArchive {
    /// A removal as JSON (a tombstone): the film, what was `removed` (`watchlist`, `rating`,
    /// `viewing` or `tag`), the viewing's id (`viewingID`) for a viewing or a tag, the `tag`,
    /// and `removedAt`.
    public struct RemovalItem: Sendable, Hashable, Codable {
        public var removal: LibraryRemoval

        public init(_ removal: LibraryRemoval) { self.removal = removal }

        private enum CodingKeys: String, CodingKey { case removed, viewingID, tag, removedAt }

        /// The entries a removal names.
        private static let entries = ["watchlist", "rating", "viewing", "tag"]

        public init(from decoder: any Decoder) throws {
            let film = try ArchivedFilm(from: decoder).film
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let name = try container.decode(String.self, forKey: .removed)
            let entry: LibraryRemoval.Entry
            switch name {
            case "watchlist": entry = .watchlist
            case "rating": entry = .rating
            case "viewing": entry = .viewing(try container.decode(ArchivedViewingID.self, forKey: .viewingID).id)
            case "tag":
                let tag = try container.decode(String.self, forKey: .tag)
                guard let kept = Viewing.tags([tag]).first else {
                    throw DecodingError.dataCorruptedError(forKey: .tag, in: container, debugDescription: "no tag")
                }
                entry = .tag(kept, viewing: try container.decode(ArchivedViewingID.self, forKey: .viewingID).id)
            default:
                throw DecodingError.dataCorruptedError(
                    forKey: .removed, in: container,
                    debugDescription: "\"\(EchoedText.cut(name))\" is none of \(Self.entries.joined(separator: ", "))")
            }
            removal = LibraryRemoval(
                film: film, entry: entry,
                removedAt: try container.decode(ArchivedMoment.self, forKey: .removedAt).date)
        }

        public func encode(to encoder: any Encoder) throws {
            try ArchivedFilm(removal.film).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(removal.entry.name, forKey: .removed)
            switch removal.entry {
            case .watchlist, .rating: break
            case .viewing(let id):
                try container.encode(ArchivedViewingID(id), forKey: .viewingID)
            case .tag(let tag, let id):
                try container.encode(ArchivedViewingID(id), forKey: .viewingID)
                try container.encode(tag, forKey: .tag)
            }
            try container.encode(ArchivedMoment(removal.removedAt), forKey: .removedAt)
        }

        /// The removal, its film as the library keeps it.
        var imported: LibraryRemoval {
            var removal = self.removal
            removal.film = ArchivedFilm(removal.film).kept
            return removal
        }
    }
}
