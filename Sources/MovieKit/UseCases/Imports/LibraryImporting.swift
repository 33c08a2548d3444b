import Foundation

/// Imports into your library, the whole operation in one call: a file of one of the formats
/// `movies import` reads (file → entries → library, ``importing(_:progress:)``). It reads what
/// it is given first, then opens the library, then makes the matching in the source: a file
/// that does not read opens nothing and asks nothing. It prints nothing; it returns what the
/// import did. What a media server played is imported by ``MediaServerImport``, over the
/// server's ``MediaServerPlayReader``.
public struct LibraryImporting {
    /// Makes the matching of films in the source, by a short title too when `shortTitles`
    /// (``FilmMatcher``); it may throw as the making of the source's services throws.
    public typealias Matching = (_ shortTitles: Bool) throws -> @Sendable (ImportedFilm) async -> FilmMatch

    /// Your library, opened when there is something to write.
    public let library: any LibraryAccess
    /// The source films are matched in (films a file names by id keep their own).
    public let source: MovieSource
    /// How many films are matched at once.
    public let jobs: Int
    private let matching: Matching

    public init(library: any LibraryAccess, source: MovieSource, jobs: Int = 4, matching: @escaping Matching) {
        self.library = library
        self.source = source
        self.jobs = jobs
        self.matching = matching
    }

    /// An import matching films in `services` (``FilmMatcher``), the source's services, made
    /// when the import has films to match.
    public init(
        library: any LibraryAccess, source: MovieSource, jobs: Int = 4,
        services: @escaping () throws -> CachingMovieService
    ) {
        self.init(library: library, source: source, jobs: jobs) { shortTitles in
            let matcher = FilmMatcher(service: try services(), shortTitles: shortTitles)
            return { await matcher.match($0) }
        }
    }

    /// Imports `input` (``LibraryImport``): merged with your library, a film on both lists
    /// there once, an entry already there left as it is. `progress` hears of each film matched.
    /// - Throws: ``LibraryImportingError``: the file's (nothing written), the library's
    ///   (`written`: what was written stays, whole entries only), or `cannotMatch`; and what the
    ///   matching's making throws, as it throws it.
    public func importing(
        _ input: ImportInput, progress: @escaping (RequestProgress) -> Void = { _ in }
    ) async throws -> ImportSummary {
        let batch = try input.read()
        let library = try opened()
        let match = try matching(input.format.matchesShortTitles)
        do {
            return try await LibraryImport(library: library, source: source, match: match)
                .run(batch, jobs: jobs, progress: progress)
        } catch {
            switch error {
            case .cannotMatch(let refusal): throw LibraryImportingError.cannotMatch(refusal)
            case .library(let failure, let written): throw LibraryImportingError.written(failure, written)
            }
        }
    }

    /// The library, created when there is none.
    private func opened() throws(LibraryImportingError) -> FilmLibrary {
        do {
            return try library.open()
        } catch {
            throw .library(error)
        }
    }
}
