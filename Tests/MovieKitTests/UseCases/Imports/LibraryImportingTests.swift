import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// `LibraryImporting` in one call: it reads what it is given before it opens your library or
/// makes the matching in the source, so that a file that does not read creates no library and
/// asks nothing; and it matches Netflix's films by a short title too, the others' not.
@Suite struct LibraryImportingTests {
    /// An import into the library at `libraryPath`, counting in `made` each making of its
    /// matching (with whether by short titles); it matches nothing.
    static func importing(into libraryPath: String, made: MatchingsMade) -> LibraryImporting {
        LibraryImporting(
            library: LibraryFile(path: libraryPath) { URL(fileURLWithPath: libraryPath + "-cache/movies.sqlite") },
            source: .tmdb
        ) { shortTitles in
            made.shortTitles.append(shortTitles)
            return { _ in .unmatched }
        }
    }

    @Test(arguments: [ImportFormat.letterboxd, .imdb, .trakt, .netflix(profile: nil), .json])
    func nothingAtThePathCreatesNoLibraryAndAsksNoSource(_ format: ImportFormat) async throws {
        await withTemporaryFolder { folder in
            let library = folder.appendingPathComponent("library.sqlite").path
            let missing = folder.appendingPathComponent("export").path
            let made = MatchingsMade()
            await #expect(throws: LibraryImportingError.nothingAt(missing)) {
                try await Self.importing(into: library, made: made).importing(.file(format, path: missing))
            }
            #expect(made.shortTitles.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: library))
        }
    }

    @Test func standardInputThatIsNotAnExportOfOursIsNamedSoAndCreatesNoLibrary() async throws {
        await withTemporaryFolder { folder in
            let library = folder.appendingPathComponent("library.sqlite").path
            let made = MatchingsMade()
            let error = await #expect(throws: LibraryImportingError.self) {
                try await Self.importing(into: library, made: made).importing(.standardInput(Data("films".utf8)))
            }
            guard case .file(let failure) = error else {
                Issue.record("failed so: \(String(describing: error))")
                return
            }
            #expect(failure.file == "standard input")
            #expect(made.shortTitles.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: library))
        }
    }

    @Test func netflixsFilmsAreMatchedByAShortTitleTooAndKeptUnmatchedWhenNoneMatches() async throws {
        try await withTemporaryFolder { folder in
            let library = folder.appendingPathComponent("library.sqlite").path
            let file = folder.appendingPathComponent("NetflixViewingHistory.csv")
            try Data("Title,Date\n\"Northern Signal\",\"1/14/25\"\n".utf8).write(to: file)
            let made = MatchingsMade()
            let summary = try await Self.importing(into: library, made: made)
                .importing(.file(.netflix(profile: nil), path: file.path))
            #expect(made.shortTitles == [true])
            #expect(summary.unmatched == ["Northern Signal"])
            #expect(summary.viewings.added == 1)
        }
    }
}

/// The makings of an import's matching, each by short titles or not.
final class MatchingsMade: @unchecked Sendable {
    var shortTitles: [Bool] = []
}
