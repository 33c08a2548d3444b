/// A table of the cache as the operations on the whole cache see it: its name, and which of its
/// rows are a source's. ``CacheDatabase/tables`` lists every one, and `clear` is made from that
/// list, so that a new table is one entry there, never a hand edit of each operation.
protocol CacheTable: SendableMetatype {
    /// The table's name.
    static var databaseTableName: String { get }
    /// The SQL condition that picks the rows of the source named `:source` (for a table of parts,
    /// the parts of that source's rows).
    static var rowsOfSource: String { get }
}

extension CacheDatabase {
    /// Every table of the cache, each table of parts before the table its rows belong to, as
    /// rows are deleted. A test checks that it names every table the schema has.
    static let tables: [any CacheTable.Type] = [
        MovieListEntryRecord.self, MovieListRecord.self, CastMemberRecord.self, MovieSearchRecord.self,
        MovieGenreRecord.self, MovieProviderRecord.self, MovieReleaseRecord.self, MovieFactRecord.self,
        MovieRecord.self, MovieCountRecord.self,
        AnswerFreshnessRecord.self, MovieListingEntryRecord.self, MovieListingRecord.self,
        PosterRecord.self, ImageConfigurationRecord.self, GenreRecord.self, WatchProviderRecord.self,
        NewsLookRecord.self,
    ]
}
