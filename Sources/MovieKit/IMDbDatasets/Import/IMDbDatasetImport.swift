import Foundation

/// Imports IMDb's five dataset files into an ``IMDbFolder``'s `datasets.sqlite`, replacing the
/// previous import in one step: it builds `datasets.sqlite.importing` and renames it over
/// `datasets.sqlite` once whole and on disk. Until then every reader goes on reading the previous
/// import; an import that fails, or is killed, leaves it as it was (the next one deletes what a
/// killed one left).
///
/// What is kept: films (`titleType` movie; adult ones only with ``includeAdult``), their ratings,
/// their principal cast (actors, actresses, self) in billing order with the characters played,
/// their directors and writers, and the people those name; and the index a typo-tolerant search
/// reads (`titleGram`). Files are read as streams, decompressed on a thread beside the one that
/// reads their lines and writes the rows; memory holds what one file keeps for the next (the ids
/// kept, the ratings, the search index), not the files: 65 MB at a tenth of IMDb's size, 150 MB at
/// its full size.
public struct IMDbDatasetImport: Sendable {
    /// The folder the import goes to.
    public let folder: IMDbFolder
    /// Where each file is read from.
    public let files: [IMDbDataset: URL]
    /// Whether adult titles are kept.
    public let includeAdult: Bool
    /// When IMDb published the files (the newest `Last-Modified`), when known: kept with the import.
    public let publishedAt: Date?
    private let now: @Sendable () -> Date

    /// An import into `folder` of the files in `source` (the folder's downloads when `nil`),
    /// named as IMDb names them (`title.basics.tsv.gz`); `now` says when it commits.
    public init(
        folder: IMDbFolder, from source: URL? = nil, includeAdult: Bool = false, publishedAt: Date? = nil,
        now: @escaping @Sendable () -> Date = { MoviesClock.now() }
    ) {
        let source = source ?? folder.downloads
        self.folder = folder
        self.files = Dictionary(
            uniqueKeysWithValues: IMDbDataset.allCases.map { ($0, source.appendingPathComponent($0.fileName)) })
        self.includeAdult = includeAdult
        self.publishedAt = publishedAt
        self.now = now
    }

    /// Takes the folder's lock (waiting while another import or download holds it, at most
    /// `lockWait`, after saying so to `progress`), imports, and releases it. Blocks the calling
    /// thread until done.
    /// - Parameter progress: called on the calling thread as the import goes: see
    ///   ``IMDbImportProgress``.
    /// - Returns: what was kept, once the new import has replaced the previous one.
    /// - Throws: ``IMDbImportError``; the previous import is then as it was.
    public func run(
        lockWait: Duration = IMDbImportLock.defaultWait, progress: (IMDbImportProgress) -> Void = { _ in }
    ) throws(IMDbImportError) -> IMDbImportSummary {
        let lock = try IMDbImportLock(folder: folder, waitingAtMost: lockWait) {
            progress(IMDbImportProgress(stage: .waitingForLock))
        }
        defer { lock.release() }
        return try run(holding: lock, progress: progress)
    }

    /// Imports while the caller holds the folder's `lock` (a sync that downloads, then imports,
    /// under one lock).
    /// - Throws: ``IMDbImportError``; the previous import is then as it was.
    public func run(
        holding lock: IMDbImportLock, progress: (IMDbImportProgress) -> Void = { _ in }
    )
        throws(IMDbImportError) -> IMDbImportSummary
    {
        precondition(lock.folder == folder, "the lock must be the folder's")
        let started = ContinuousClock.now
        let importing = folder.importing.path
        Self.removeBuild(at: importing)
        var sources: [IMDbDataset: URL] = [:]
        var totalByteCount: Int64 = 0
        for dataset in IMDbDataset.allCases {
            guard let url = files[dataset] else {
                throw .cannotRead(path: dataset.fileName, reason: "no file was given for it")
            }
            sources[dataset] = url
            totalByteCount += try Self.sizeOfFile(at: url)
        }
        let writer = try IMDbDatasetsWriter(path: importing)
        let rowsRead = try withoutActuallyEscaping(progress) { (progress) throws(IMDbImportError) in
            let build = IMDbImportBuild(
                writer: writer, includeAdult: includeAdult, totalByteCount: totalByteCount, progress: progress)
            do throws(IMDbImportError) {
                try read(sources, into: build)
                try build.finish(importedAt: now, publishedAt: publishedAt)
                try Self.replace(folder.datasets.path, with: importing, in: folder.url.path)
            } catch {
                writer.close()
                Self.removeBuild(at: importing)
                throw error
            }
            return build.rowsRead
        }
        var status = stat()
        let databaseBytes = stat(folder.datasets.path, &status) == 0 ? Int64(status.st_size) : 0
        let elapsed = started.duration(to: .now)
        return IMDbImportSummary(
            filmCount: writer.filmCount, castCount: writer.castCount, crewCount: writer.crewCount,
            personCount: writer.personCount, rowsRead: rowsRead, databaseBytes: databaseBytes,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    /// The size of the file at `url`, links followed, checked to be a file before anything opens
    /// it: a FIFO would keep its reader waiting for a writer for ever, a device could never end.
    /// - Throws: ``IMDbImportError/cannotRead(path:reason:)`` when nothing is there, or not a file.
    private static func sizeOfFile(at url: URL) throws(IMDbImportError) -> Int64 {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            throw .cannotRead(path: url.path, reason: String(cString: strerror(errno)))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .cannotRead(path: url.path, reason: GzipReadError.notAFile(at: url.path).description)
        }
        return Int64(status.st_size)
    }

    /// The order the files are read in: each needs what the ones before it kept (a film's row its
    /// rating; cast and crew the films; names the people cast and crew name).
    public static let order: [IMDbDataset] = [.titleRatings, .titleBasics, .titlePrincipals, .titleCrew, .nameBasics]

    /// Reads the files in ``order``, each one's decompression started while the one before is read.
    private func read(_ sources: [IMDbDataset: URL], into build: IMDbImportBuild) throws(IMDbImportError) {
        var next = try Self.open(Self.order[0], at: sources)
        for (index, dataset) in Self.order.enumerated() {
            let current = next
            if index + 1 < Self.order.count { next = try Self.open(Self.order[index + 1], at: sources) }
            try build.read(dataset, from: current)
        }
    }

    private static func open(
        _ dataset: IMDbDataset, at sources: [IMDbDataset: URL]
    ) throws(IMDbImportError)
        -> GzipFileReader
    {
        let url = sources[dataset] ?? URL(fileURLWithPath: dataset.fileName)
        do {
            return try GzipFileReader(url: url)
        } catch {
            switch error {
            case .zlibUnavailable(let reason): throw .zlibUnavailable(reason: reason)
            case .unreadable, .notAFile: throw .cannotRead(path: url.path, reason: error.description)
            case .truncated, .corrupt: throw .malformed(file: dataset.fileName, line: 1, problem: error.description)
            }
        }
    }

    /// Renames the whole, synced build at `importing` over `datasets`, then syncs the folder so
    /// that the rename itself survives a crash.
    private static func replace(_ datasets: String, with importing: String, in folder: String) throws(IMDbImportError) {
        guard rename(importing, datasets) == 0 else {
            throw .cannotWrite(path: datasets, reason: String(cString: strerror(errno)))
        }
        try IMDbDatasetsWriter.sync(folder)
    }

    /// Deletes a build left at `path` (by a killed import, or a failed one), and any file SQLite
    /// may have made beside it.
    private static func removeBuild(at path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            unlink(path + suffix)
        }
    }
}
