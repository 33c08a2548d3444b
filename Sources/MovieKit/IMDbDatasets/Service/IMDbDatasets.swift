import Foundation
import GRDB

/// The import of IMDb's datasets that `--source imdb` answers from (``IMDbFolder/datasets``),
/// read through one read-only connection. The file is never changed in place (a new import is
/// renamed over it), so it is read as SQLite's `immutable`: no locks, and a connection opened on
/// one import reads that import whole while another is renamed in.
public final class IMDbDatasets: Sendable {
    /// The file's `application_id`: "mvim".
    public static let applicationID: Int32 = 0x6D76_696D
    /// The layout of the import this build reads (`user_version`).
    public static let schemaVersion = 1

    let queue: DatabaseQueue
    /// What the import holds and when it was made.
    public let facts: IMDbImportFacts

    private init(queue: DatabaseQueue, facts: IMDbImportFacts) {
        self.queue = queue
        self.facts = facts
    }

    /// The import at `url`; `nil` when there is none.
    /// - Throws: ``MovieServiceError/notImported(_:)`` for a file that is not an import this
    ///   build reads (damaged, another program's, an older or newer layout), saying how to
    ///   import again.
    public static func open(at url: URL) throws(MovieServiceError) -> IMDbDatasets? {
        guard case .file = PathEntry(url.path) else {
            if case .missing = PathEntry(url.path) { return nil }
            throw .notImported("\(url.path) is not a file; \(Self.importAgain)")
        }
        let open = { () throws -> IMDbDatasets in
            var configuration = Configuration()
            configuration.readonly = true
            configuration.label = "movies.imdb"
            let queue = try DatabaseQueue(
                path: "file:\(CacheDatabase.uriPath(url.path))?immutable=1", configuration: configuration)
            let facts = try queue.read { db throws -> IMDbImportFacts? in
                guard try Int32.fetchOne(db, sql: "PRAGMA application_id") == applicationID,
                    try Int.fetchOne(db, sql: "PRAGMA user_version") == schemaVersion
                else { return nil }
                return try IMDbImportFacts.fetch(db)
            }
            guard let facts else {
                try? queue.close()
                throw MovieServiceError.notImported(
                    "\(url.path) is not an import of IMDb's datasets this movies reads; \(Self.importAgain)")
            }
            return IMDbDatasets(queue: queue, facts: facts)
        }
        let unreadable = { (error: any Error) in
            MovieServiceError.notImported("IMDb's import at \(url.path) cannot be read (\(error)); \(Self.importAgain)")
        }
        return try typedThrows(open, otherwise: unreadable)
    }

    /// What to run when there is no import, or none that can be read.
    public static let importAgain = "`movies sync --source imdb` downloads IMDb's datasets and imports them"

    /// Reads with `body`, a failure to read said as the import's.
    func read<Value>(_ body: (Database) throws -> Value) throws(MovieServiceError) -> Value {
        try typedThrows(
            { try queue.read(body) },
            otherwise: { MovieServiceError.notImported("IMDb's import cannot be read (\($0)); \(Self.importAgain)") })
    }
}

/// What an import of IMDb's datasets holds, and when it was made.
public struct IMDbImportFacts: Sendable, Hashable {
    /// When the import was made (committed).
    public var importedAt: Date
    /// When IMDb published the files imported (the newest `Last-Modified`), when known.
    public var publishedAt: Date?
    /// Whether adult titles were kept.
    public var includesAdult: Bool
    public var films: Int
    public var castMembers: Int
    public var crewMembers: Int
    public var people: Int

    public init(
        importedAt: Date, publishedAt: Date?, includesAdult: Bool, films: Int, castMembers: Int, crewMembers: Int,
        people: Int
    ) {
        self.importedAt = importedAt
        self.publishedAt = publishedAt
        self.includesAdult = includesAdult
        self.films = films
        self.castMembers = castMembers
        self.crewMembers = crewMembers
        self.people = people
    }

    static func fetch(_ db: Database) throws -> IMDbImportFacts? {
        try Row.fetchOne(
            db,
            sql: """
                SELECT importedAt, publishedAt, adult, filmCount, castCount, crewCount, personCount FROM import
                """
        ).map { row in
            IMDbImportFacts(
                importedAt: Date(timeIntervalSince1970: row[0]),
                publishedAt: (row[1] as Double?).map(Date.init(timeIntervalSince1970:)), includesAdult: row[2],
                films: row[3], castMembers: row[4], crewMembers: row[5], people: row[6])
        }
    }
}
