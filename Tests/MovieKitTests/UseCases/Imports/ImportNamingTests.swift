import Foundation
import Testing

@testable import MovieKit

/// A film the library knows keeps its source's title and year, whatever a file naming it by id
/// calls it; the file's are kept only for films no source matched (issue 57, item 6; issue 58,
/// item 4).
@Suite struct ImportNamingTests {
    let library: FilmLibrary
    static let starWars = tmdbFilm(11, "Star Wars", year: 1977)

    init() throws {
        library = try FilmLibrary.inMemory()
    }

    private func importing(_ batch: ImportBatch) async throws -> ImportSummary {
        try await LibraryImport(library: library, source: .tmdb) { film in
            if case .known(let known) = film.match { .matched(known) } else { .unmatched }
        }
        .run(batch, jobs: 1)
    }

    /// The titles and years the library shows the film of TMDB id `id` under, everywhere.
    private func names(of id: Int) throws -> Set<String> {
        let films =
            try library.diary(of: .tmdb).map(\.film) + library.ratings(of: .tmdb).map(\.film)
            + library.watchlist(of: .tmdb).map(\.film)
        return Set(films.filter { $0.id == id }.map { "\($0.title ?? "") (\($0.year.map(String.init) ?? ""))" })
    }

    static let renamed = ImportedFilm(
        title: "Renamed Star Wars", year: 2030, match: .ids(tmdb: 11, imdb: nil))

    @Test func aTraktEntryByIdDoesNotRenameAFilmLoggedByHand() async throws {
        _ = try library.log(Viewing(film: Self.starWars, watchedOn: day("2026-01-05"), markedOn: day("2026-01-05")))
        _ = try await importing(
            ImportBatch(entries: [
                ImportedEntry(film: Self.renamed, record: .rating(8, ratedOn: day("2026-02-01"))),
                ImportedEntry(
                    film: Self.renamed,
                    record: .viewing(
                        watchedOn: day("2026-02-01"), markedOn: day("2026-02-01"), rewatch: false, rating: nil,
                        tags: [], review: nil)),
            ]))
        #expect(try names(of: 11) == ["Star Wars (1977)"])
        #expect(try library.diary(of: .tmdb).count == 2)
        #expect(try library.ratings(of: .tmdb).count == 1)
    }

    @Test func aFilmNoneOfTheLibraryKnowsKeepsTheFilesTitle() async throws {
        _ = try await importing(
            ImportBatch(entries: [ImportedEntry(film: Self.renamed, record: .watchlist(added: day("2026-02-01")))]))
        #expect(try names(of: 11) == ["Renamed Star Wars (2030)"])
    }

    @Test func aBackupsRemovalDoesNotRenameAFilmTheLibraryKnows() async throws {
        _ = try library.addToWatchlist(Self.starWars, on: day("2026-01-05"))
        let removal = LibraryRemoval(
            film: tmdbFilm(11, "Renamed Star Wars", year: 2030), entry: .rating,
            removedAt: day("2026-01-06"))
        _ = try await importing(ImportBatch(entries: [], removals: [removal]))
        #expect(try names(of: 11) == ["Star Wars (1977)"])
    }
}
