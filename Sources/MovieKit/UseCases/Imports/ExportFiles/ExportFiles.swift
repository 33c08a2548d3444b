import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The CSV files of an export, in a folder or a ZIP file: which of the wanted names it has, their
/// sizes checked against ``ExportSizeLimits`` before any is read or unpacked (for a ZIP file,
/// the sizes its directory declares; no entry unpacks past its own), and each read alone, when
/// asked for, so that one file's bytes are held at a time.
struct ExportFiles {
    private enum Place {
        case folder(URL)
        case archive(ZIPArchive, URL)
    }

    private let place: Place
    private let limits: ExportSizeLimits
    /// The wanted names the export has, in the order wanted.
    let names: [String]

    /// The files of `wanted` the export at `url` has, at its root.
    /// - Throws: ``ImportFileError`` for what is not a folder or a ZIP file, a ZIP file that does
    ///   not read, or files larger than `limits` allow, naming them.
    init(at url: URL, reading wanted: [String], within limits: ExportSizeLimits) throws(ImportFileError) {
        self.limits = limits
        switch PathEntry(url.path) {
        case .folder:
            var names: [String] = []
            var total = 0
            for name in wanted {
                let file = url.appendingPathComponent(name)
                guard PathEntry(file.path) == .file else { continue }
                total += try Self.size(of: file, limit: limits.file)
                names.append(name)
            }
            guard total <= limits.total else {
                throw ImportFileError(
                    file: url.path,
                    reason: "its files hold \(ByteCount.text(total)) in all, more than the "
                        + "\(ByteCount.text(limits.total)) movies reads of one export")
            }
            self.names = names
            place = .folder(url)
        case .file:
            do {
                let archive = try ZIPArchive(contentsOf: url, sizeLimit: limits.total)
                let names = wanted.filter(archive.entryNames.contains)
                try archive.checkUnpackedSizes(of: names, entryLimit: limits.file, totalLimit: limits.total)
                self.names = names
                place = .archive(archive, url)
            } catch {
                throw ImportFileError(file: url.path, reason: "\(error)")
            }
        case .missing:
            throw ImportFileError(file: url.path, reason: "no such file or folder")
        case .other(let what):
            throw ImportFileError(file: url.path, reason: "it is \(what), not a ZIP file or a folder")
        }
    }

    /// The names of the CSV files in `folder` of the export at `url` (a folder or a ZIP file),
    /// as paths from its root (`lists/best.csv`), sorted; none when it cannot be read (reading
    /// the export says why).
    static func names(at url: URL, under folder: String, within limits: ExportSizeLimits) -> [String] {
        let isCSV = { (name: String) in name.lowercased().hasSuffix(".csv") && !name.hasPrefix(".") }
        switch PathEntry(url.path) {
        case .folder:
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.appendingPathComponent(folder).path))
            return (names ?? []).filter(isCSV).sorted().map { "\(folder)/\($0)" }
        case .file:
            let archive = try? ZIPArchive(contentsOf: url, sizeLimit: limits.total)
            return (archive?.entryNames ?? []).filter { name in
                name.hasPrefix(folder + "/") && !name.dropFirst(folder.count + 1).contains("/")
                    && isCSV(String(name.dropFirst(folder.count + 1)))
            }.sorted()
        case .missing, .other: return []
        }
    }

    /// The file `name` (one of ``names``), its header read.
    func csvFile(_ name: String) throws(ImportFileError) -> CSVFile {
        switch place {
        case .folder(let folder):
            let file = folder.appendingPathComponent(name)
            return try CSVFile(bytes: Self.bytes(of: file, limit: limits.file), name: file.path)
        case .archive(let archive, let url):
            let bytes: [UInt8]?
            do {
                bytes = try archive.contents(of: name)
            } catch {
                let fault: ImportFileError.Fault = if case .zlibUnavailable = error { .missingLibrary } else { .file }
                throw ImportFileError(file: url.path, reason: "\(error)", fault: fault)
            }
            return try CSVFile(bytes: bytes ?? [], name: "\(url.path) (\(name))")
        }
    }

    /// The bytes of the file at `file`, refused unread when it holds more than `limit`.
    static func bytes(of file: URL, limit: Int) throws(ImportFileError) -> [UInt8] {
        _ = try size(of: file, limit: limit)
        let data: Data?
        do {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            // One byte past the limit: a file that grew since it was measured is refused too.
            data = try handle.read(upToCount: limit + 1)
        } catch {
            throw ImportFileError(file: file.path, reason: "it cannot be read")
        }
        let bytes = [UInt8](data ?? Data())
        guard bytes.count <= limit else { throw tooLarge(file, size: bytes.count, limit: limit) }
        return bytes
    }

    /// The size of the file at `file`.
    /// - Throws: ``ImportFileError`` when it is more than `limit`, or cannot be measured.
    private static func size(of file: URL, limit: Int) throws(ImportFileError) -> Int {
        var status = stat()
        guard stat(file.path, &status) == 0 else {
            throw ImportFileError(file: file.path, reason: "it cannot be read (\(String(cString: strerror(errno))))")
        }
        let size = Int(status.st_size)
        guard size <= limit else { throw tooLarge(file, size: size, limit: limit) }
        return size
    }

    private static func tooLarge(_ file: URL, size: Int, limit: Int) -> ImportFileError {
        ImportFileError(
            file: file.path,
            reason: "it holds \(ByteCount.text(size)), more than the \(ByteCount.text(limit)) movies reads of one file")
    }
}
