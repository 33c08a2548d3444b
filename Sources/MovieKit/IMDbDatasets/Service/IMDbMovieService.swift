import Foundation
import Synchronization

/// IMDb's datasets as a source: every question answered from the import in ``IMDbFolder``
/// (`movies sync --source imdb` makes it), on this machine, whatever the network. Its traits say
/// it answers locally, so the cache neither reads nor keeps its answers; each is as recent as
/// the import (``IMDbImportFacts/importedAt``).
///
/// It finds films by title forgiving typos (``FuzzyTitleMatch`` over the import's index of
/// title trigrams), people by name, and discovers films by IMDb's genres, years, rating, votes
/// and running time. What it lacks (takings, so no top-grossing list; release days, posters,
/// providers, trending lists, collections, recommendations) its ``MovieSourceDescription``
/// declares, and the pipeline never asks it for.
public final class IMDbMovieService: RevalidatingMovieService, Sendable {
    /// What a list holds and what a film needs to be ranked by rating.
    public struct Settings: Sendable, Equatable {
        /// How many films a year's top-rated list holds.
        public var listSize: Int
        /// The least votes a film needs to be in a year's top-rated list (`--min-votes`).
        public var minimumVoteCount: Int

        /// IMDb's own top lists ask 25,000 votes of the whole catalogue; a year's list asks less.
        public static let defaultMinimumVoteCount = 1000

        public init(listSize: Int = 20, minimumVoteCount: Int = Self.defaultMinimumVoteCount) {
            self.listSize = listSize
            self.minimumVoteCount = minimumVoteCount
        }
    }

    /// Where the import is.
    public let folder: IMDbFolder
    let settings: Settings
    /// The import, opened at the first question (`nil` inside: none yet).
    private let opened = Mutex<IMDbDatasets??>(nil)

    public init(folder: IMDbFolder, settings: Settings = Settings()) {
        self.folder = folder
        self.settings = settings
    }

    /// Asked on no condition; a list is whole, each film with what the import holds of it.
    public var traits: MovieSourceTraits {
        MovieSourceTraits(revalidates: false, listsCarryDetails: true, listSize: nil)
    }

    /// What IMDb's datasets are and have.
    static var described: MovieSourceDescription { MovieSource.imdb.described }

    public var searching: (any MovieSearching)? { self }
    public var discovering: (any MovieDiscovering)? { self }
    public var namingGenres: (any GenreNaming)? { self }
    public var findingByIMDbID: (any IMDbFilmFinding)? { self }

    /// The import, opened once.
    /// - Throws: ``MovieServiceError/notImported(_:)`` when there is none or it cannot be read.
    public func datasets() throws(MovieServiceError) -> IMDbDatasets {
        let result = opened.withLock { opened -> Result<IMDbDatasets?, MovieServiceError> in
            if let opened { return .success(opened) }
            let result = Result { () throws(MovieServiceError) in try IMDbDatasets.open(at: folder.datasets) }
            if case .success(let datasets) = result { opened = .some(datasets) }
            return result
        }
        guard let datasets = try result.get() else {
            throw .notImported("IMDb's datasets are not imported yet: \(IMDbDatasets.importAgain)")
        }
        return datasets
    }

    /// `value` as the import's answer: as recent as the import.
    func answer<Value>(_ value: Value) throws(MovieServiceError) -> Revalidation<Value> {
        .modified(value, fetchedAt: try datasets().facts.importedAt, freshness: .unknown)
    }

    public func movie(
        id: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<any Movie> {
        guard let film = try datasets().film(id: id) else {
            throw .notFound(
                "IMDb's datasets have no film \(IMDbID.title(id)) (they keep films, not TV titles, shorts or games)")
        }
        return try answer(film)
    }

    public func movies(
        in list: MovieList, year: Int, unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<[any Movie]> {
        switch list {
        case .topGrossing:
            // Never asked through the pipeline, which reads the takings the description does not
            // declare; asked directly, the answer is the same.
            throw .notAnswered(Self.described.saying(.list(list)))
        case .topRated:
            let films = try datasets().topRated(
                year: year, minimumVoteCount: settings.minimumVoteCount, limit: settings.listSize)
            return try answer(
                films.map {
                    IMDbMovie(
                        id: $0.id, name: $0.title, originalTitle: $0.originalTitle, year: $0.year, runtime: nil,
                        genres: [], rating: $0.rating, voteCount: $0.voteCount, imdbCast: [], directors: [],
                        writers: []) as any Movie
                })
        }
    }
}
