/// What an import kept, as ``IMDbDatasetImport/run(progress:)`` returns it once it has replaced
/// the previous import.
public struct IMDbImportSummary: Sendable, Equatable {
    /// The films kept (titles of type `movie`; adult ones only when asked).
    public let filmCount: Int
    /// Their principal cast: actors, actresses and people playing themselves.
    public let castCount: Int
    /// Their directors and writers.
    public let crewCount: Int
    /// The people those name.
    public let personCount: Int
    /// The lines read of each file, headers not counted.
    public let rowsRead: [IMDbDataset: Int]
    /// The size of the new `datasets.sqlite`, in bytes.
    public let databaseBytes: Int64
    /// How long the import took, from taking the lock to the rename, in seconds.
    public let seconds: Double

    /// A summary; the import makes them.
    public init(
        filmCount: Int, castCount: Int, crewCount: Int, personCount: Int, rowsRead: [IMDbDataset: Int],
        databaseBytes: Int64, seconds: Double
    ) {
        self.filmCount = filmCount
        self.castCount = castCount
        self.crewCount = crewCount
        self.personCount = personCount
        self.rowsRead = rowsRead
        self.databaseBytes = databaseBytes
        self.seconds = seconds
    }
}
