import Foundation

extension LibraryArchive {
    /// A watchlist entry as JSON: the film, `added`, and `changedAt` when known.
    public struct WatchlistItem: Sendable, Hashable, Codable {
        public var entry: WatchlistEntry

        public init(_ entry: WatchlistEntry) { self.entry = entry }

        private enum CodingKeys: String, CodingKey { case added, changedAt }

        public init(from decoder: any Decoder) throws {
            let film = try ArchivedFilm(from: decoder).film
            let container = try decoder.container(keyedBy: CodingKeys.self)
            entry = WatchlistEntry(
                film: film, added: try container.decode(ArchivedDay.self, forKey: .added).date,
                changedAt: try container.decodeIfPresent(ArchivedMoment.self, forKey: .changedAt)?.date)
        }

        public func encode(to encoder: any Encoder) throws {
            try ArchivedFilm(entry.film).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(ArchivedDay(entry.added), forKey: .added)
            try container.encodeIfPresent(entry.changedAt.map(ArchivedMoment.init), forKey: .changedAt)
        }

        var imported: ImportedEntry {
            ImportedEntry(
                film: ArchivedFilm(entry.film).imported, record: .watchlist(added: entry.added),
                changedAt: entry.changedAt)
        }
    }

    /// A diary entry as JSON: the film, `watchedOn` (`null` for a film seen without a date),
    /// `markedOn`, `rewatch`, `yourRating` when given, `tags`, `review` when written, the
    /// viewing's own id (`viewingID`) and `changedAt` when known, and `tagsChangedAt`, when each
    /// tag given at another moment than the viewing's `changedAt` was given (a tag is an entry of
    /// its own: one given later must not take the viewing's older time on another device).
    public struct DiaryItem: Sendable, Hashable, Codable {
        public var viewing: Viewing
        /// When each of the viewing's tags was given, for those given at another moment than
        /// the viewing's ``Viewing/changedAt`` (the others were given then).
        public var tagsChangedAt: [String: Date]

        public init(_ viewing: Viewing) { self.init(viewing, tagsChangedAt: [:]) }

        public init(_ viewing: Viewing, tagsChangedAt: [String: Date]) {
            self.viewing = viewing
            self.tagsChangedAt = tagsChangedAt
        }

        private enum CodingKeys: String, CodingKey {
            case watchedOn, markedOn, rewatch, yourRating, tags, review, viewingID, changedAt, tagsChangedAt
        }

        public init(from decoder: any Decoder) throws {
            let film = try ArchivedFilm(from: decoder).film
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let watchedOn = try container.decodeIfPresent(ArchivedDay.self, forKey: .watchedOn)?.date
            let rating = try container.decodeRatingIfPresent(forKey: .yourRating)
            viewing = Viewing(
                film: film, watchedOn: watchedOn,
                markedOn: try container.decodeIfPresent(ArchivedDay.self, forKey: .markedOn)?.date ?? watchedOn
                    ?? Date(timeIntervalSince1970: 0),
                rewatch: try container.decodeIfPresent(Bool.self, forKey: .rewatch) ?? false, rating: rating,
                tags: try container.decodeIfPresent([String].self, forKey: .tags) ?? [],
                review: try container.decodeIfPresent(String.self, forKey: .review),
                id: try container.decodeIfPresent(ArchivedViewingID.self, forKey: .viewingID)?.id,
                changedAt: try container.decodeIfPresent(ArchivedMoment.self, forKey: .changedAt)?.date)
            let tagTimes = try container.decodeIfPresent([String: ArchivedMoment].self, forKey: .tagsChangedAt) ?? [:]
            let tags = viewing.tags
            tagsChangedAt = tagTimes.filter { tags.contains($0.key) }.mapValues(\.date)
        }

        public func encode(to encoder: any Encoder) throws {
            try ArchivedFilm(viewing.film).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(viewing.watchedOn.map(ArchivedDay.init), forKey: .watchedOn)
            try container.encode(ArchivedDay(viewing.markedOn), forKey: .markedOn)
            try container.encode(viewing.rewatch, forKey: .rewatch)
            try container.encodeIfPresent(viewing.rating, forKey: .yourRating)
            try container.encode(viewing.tags, forKey: .tags)
            try container.encodeIfPresent(viewing.review, forKey: .review)
            try container.encodeIfPresent(viewing.id.map(ArchivedViewingID.init), forKey: .viewingID)
            try container.encodeIfPresent(viewing.changedAt.map(ArchivedMoment.init), forKey: .changedAt)
            if !tagsChangedAt.isEmpty {
                try container.encode(tagsChangedAt.mapValues(ArchivedMoment.init), forKey: .tagsChangedAt)
            }
        }

        var imported: ImportedEntry {
            ImportedEntry(
                film: ArchivedFilm(viewing.film).imported,
                record: .viewing(
                    watchedOn: viewing.watchedOn, markedOn: viewing.markedOn, rewatch: viewing.rewatch,
                    rating: viewing.rating, tags: viewing.tags, review: viewing.review),
                changedAt: viewing.changedAt, viewingID: viewing.id, tagsChangedAt: tagsChangedAt)
        }
    }

    /// A rating as JSON: the film, `yourRating` (0.5 to 10 in halves: `8`, `8.5`), `ratedOn`, and `changedAt` when known.
    public struct RatingItem: Sendable, Hashable, Codable {
        public var rating: FilmRating

        public init(_ rating: FilmRating) { self.rating = rating }

        private enum CodingKeys: String, CodingKey { case yourRating, ratedOn, changedAt }

        public init(from decoder: any Decoder) throws {
            let film = try ArchivedFilm(from: decoder).film
            let container = try decoder.container(keyedBy: CodingKeys.self)
            guard let value = try container.decodeRatingIfPresent(forKey: .yourRating) else {
                throw DecodingError.keyNotFound(
                    CodingKeys.yourRating, .init(codingPath: container.codingPath, debugDescription: ""))
            }
            rating = FilmRating(
                film: film, rating: value, ratedOn: try container.decode(ArchivedDay.self, forKey: .ratedOn).date,
                changedAt: try container.decodeIfPresent(ArchivedMoment.self, forKey: .changedAt)?.date)
        }

        public func encode(to encoder: any Encoder) throws {
            try ArchivedFilm(rating.film).encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rating.rating, forKey: .yourRating)
            try container.encode(ArchivedDay(rating.ratedOn), forKey: .ratedOn)
            try container.encodeIfPresent(rating.changedAt.map(ArchivedMoment.init), forKey: .changedAt)
        }

        var imported: ImportedEntry {
            ImportedEntry(
                film: ArchivedFilm(rating.film).imported, record: .rating(rating.rating, ratedOn: rating.ratedOn),
                changedAt: rating.changedAt)
        }
    }
}
