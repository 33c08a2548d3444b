import ArgumentParser
import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

/// Each `--source` is one entry of the source table, and the service built for it says how it is
/// asked, its source's description what it answers (nothing else in the command line asks which
/// source it is).
struct ServiceStackTests {
    private func service(_ arguments: [String], in folder: URL) throws -> CachingMovieService {
        let options = try GlobalOptions.parse(
            arguments + ["--cache", folder.appendingPathComponent("movies.sqlite").path])
        return try ServiceStack.make(options: options, console: Console.standard(), listSize: 45)
    }

    @Test func buildsTheBuiltInDemoCatalogueByDefault() async throws {
        try await withTemporaryFolder { folder in
            let service = try service([], in: folder)
            #expect(service.catalogue == .builtInDemo)
            #expect(service.traits == MovieSourceTraits(revalidates: true, listsCarryDetails: false, listSize: nil))
            #expect(service.described.discoverFilters == [.years, .rating])
        }
    }

    @Test func buildsTMDBWithListsOfTheLimitAskedAndTheirDetails() async throws {
        try await withTemporaryFolder { folder in
            let service = try service(["--source", "tmdb", "--offline"], in: folder)
            #expect(
                service.catalogue
                    == Catalogue(source: .tmdb, baseURL: TMDBMovieService.defaultBaseURL, language: "en-US"))
            #expect(service.traits == MovieSourceTraits(revalidates: true, listsCarryDetails: true, listSize: 45))
        }
    }

    /// The source table says which sources answer in the language asked: the demo catalogue's
    /// answers are cached under no language whatever `--language` says.
    @Test(arguments: [(MovieSource.demo, ""), (.tmdb, "de-DE")])
    func answersInTheLanguageAskedOnlyForASourceThatTakesOne(source: MovieSource, language: String) throws {
        let options = try GlobalOptions.parse(["--source", source.rawValue, "--language", "de-de"])
        #expect(ServiceStack.catalogue(of: source, apiURL: nil, language: options.language).language == language)
        #expect(source.described.takesLanguage == !language.isEmpty)
    }
}
