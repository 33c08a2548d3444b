import Foundation

/// Where IMDb's datasets live for one cache: a folder beside the cache file (`movies-imdb/` for
/// `movies.sqlite`), part of the cache (`cache clear` removes its files: ``clear()``), holding
/// the files as downloaded, the import every `--source imdb` command reads, and what keeps two
/// imports apart. Your library is never in it (``CacheFootprint``).
///
/// The import is replaced only by renaming a whole new one over it, so a reader never sees half
/// an import: one that opened the previous import goes on reading it, and a killed import leaves
/// the previous one in place.
public struct IMDbFolder: Sendable, Equatable {
    /// The folder itself.
    public let url: URL

    /// The folder of the cache at `cacheURL`: its path without the extension, plus `-imdb`.
    public init(cacheURL: URL) {
        let cache = cacheURL.deletingPathExtension()
        url = cache.deletingLastPathComponent().appendingPathComponent(cache.lastPathComponent + "-imdb")
    }

    /// The dataset files as last downloaded, each beside its validators.
    public var downloads: URL { url.appendingPathComponent("downloads") }

    /// The downloaded copy of `dataset`.
    public func download(of dataset: IMDbDataset) -> URL {
        downloads.appendingPathComponent(dataset.fileName)
    }

    /// The import every `--source imdb` command reads (read-only, never changed in place).
    public var datasets: URL { url.appendingPathComponent("datasets.sqlite") }

    /// Where an import is built before it is renamed over ``datasets``.
    public var importing: URL { url.appendingPathComponent("datasets.sqlite.importing") }

    /// The file whose lock (flock) the one import or download at a time holds.
    public var lock: URL { url.appendingPathComponent("import.lock") }

    /// There once the licence line has been said, so it is said only the first time.
    public var licenceShown: URL { url.appendingPathComponent("licence-shown") }

    /// How many bytes the import and the downloaded files take (0 when there are none).
    public var sizeOnDisk: Int64 {
        let files = [datasets, importing] + IMDbDataset.allCases.map(download(of:))
        return files.reduce(0) { total, file in
            var status = stat()
            return stat(file.path, &status) == 0 ? total + Int64(status.st_size) : total
        }
    }
}
