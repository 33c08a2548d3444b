import Foundation

/// One import's work between taking the lock and the rename: what it keeps of each file as it
/// reads them in turn (ratings, titles, principals, crew, names), what it carries from one file to
/// the next (the films kept, the people they name), and the rows it writes.
final class IMDbImportBuild {
    static let titlePrefix = (UInt8(ascii: "t"), UInt8(ascii: "t"))
    static let personPrefix = (UInt8(ascii: "n"), UInt8(ascii: "m"))

    let writer: IMDbDatasetsWriter
    let includeAdult: Bool
    /// The ids of the films kept.
    var films = IMDbIDSet()
    /// The ids of the people their cast and crew name.
    var people = IMDbIDSet()
    var ratings = IMDbRatings()
    var titleGrams = TitleGramIndex()
    /// The films of each genre, as IMDb spells the genre.
    var genres: [String: [Int]] = [:]
    /// The lines read of each file.
    private(set) var rowsRead: [IMDbDataset: Int] = [:]

    private let progress: (IMDbImportProgress) -> Void
    private let totalByteCount: Int64
    private var finishedBytes: Int64 = 0

    /// A build writing through `writer`, reporting to `progress`; `totalByteCount` is the size of
    /// the five files.
    init(
        writer: IMDbDatasetsWriter, includeAdult: Bool, totalByteCount: Int64,
        progress: @escaping (IMDbImportProgress) -> Void
    ) {
        self.writer = writer
        self.includeAdult = includeAdult
        self.totalByteCount = totalByteCount
        self.progress = progress
    }

    /// Reads `dataset` from `source` to its end, reporting when it starts, as the chunks go by and
    /// once at the end.
    /// - Throws: ``IMDbImportError``.
    func read(_ dataset: IMDbDataset, from source: GzipFileReader) throws(IMDbImportError) {
        let fileName = dataset.fileName
        let report = { (reader: IMDbTSVReader) in
            self.progress(
                IMDbImportProgress(
                    stage: .reading(dataset), bytesRead: reader.compressedBytesRead,
                    byteCount: source.compressedByteCount, rowsRead: max(reader.lineNumber - 1, 0),
                    totalBytesRead: self.finishedBytes + reader.compressedBytesRead, totalByteCount: self.totalByteCount
                ))
        }
        progress(
            IMDbImportProgress(
                stage: .reading(dataset), byteCount: source.compressedByteCount, totalBytesRead: finishedBytes,
                totalByteCount: totalByteCount))
        let reader = try IMDbTSVReader(source: source, fileName: fileName, columns: Self.columns(of: dataset))
        switch dataset {
        case .titleRatings: ratings = try IMDbRatings.read(reader, chunkRead: report)
        case .titleBasics: try readTitles(reader, chunkRead: report)
        case .titlePrincipals: try readPrincipals(reader, chunkRead: report)
        case .titleCrew: try readCrew(reader, chunkRead: report)
        case .nameBasics: try readNames(reader, chunkRead: report)
        }
        report(reader)
        rowsRead[dataset] = max(reader.lineNumber - 1, 0)
        finishedBytes += source.compressedByteCount
    }

    /// The columns the reader of `dataset` needs, by name.
    private static func columns(of dataset: IMDbDataset) -> [String] {
        switch dataset {
        case .titleRatings: IMDbRatings.columns
        case .titleBasics: titleColumns
        case .titlePrincipals: principalColumns
        case .titleCrew: crewColumns
        case .nameBasics: nameColumns
        }
    }

    /// Writes what was kept across the files (genres, the search index), then the indexes, and
    /// commits.
    /// - Throws: ``IMDbImportError/cannotWrite(path:reason:)``.
    func finish(importedAt: () -> Date, publishedAt: Date?) throws(IMDbImportError) {
        progress(IMDbImportProgress(stage: .indexing, totalBytesRead: finishedBytes, totalByteCount: totalByteCount))
        // In the key's order: genres as NOCASE compares them, then films.
        for (genre, films) in genres.sorted(by: { ($0.key.lowercased(), $0.key) < ($1.key.lowercased(), $1.key) }) {
            for film in films.sorted() {
                try writer.insertFilmGenre(genre, film: film)
            }
        }
        for row in titleGrams.rows() {
            try writer.insertTitleGram(row.gram, films: row.films)
        }
        try writer.finish(importedAt: importedAt(), publishedAt: publishedAt, adult: includeAdult)
    }
}
