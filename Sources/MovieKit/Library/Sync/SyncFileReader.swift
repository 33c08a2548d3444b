import Foundation

/// Reads one change file of a sync folder: its first line (its format), then a change a line;
/// a line refused is named with its file and line and the rest still read; a last line without
/// its end (a file half carried) is passed over with a warning, to be read once it arrives.
struct SyncFileReader {
    let name: String
    let bytes: [UInt8]
    let today: Date

    /// What the first line of a change file says.
    private struct Header: Decodable {
        var format: Int
    }

    /// Adds what the file holds to `reading`; `own` for this machine's file, whose whole lines
    /// are kept to be written again.
    /// - Throws: ``SyncError/ownFileNewer(path:format:)`` for this machine's own file in a newer
    ///   format.
    func read(into reading: inout SyncFolderReading, own: Bool) throws(SyncError) {
        let whole = bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        var lines = bytes[..<whole].split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        if whole < bytes.count {
            reading.warnings.append(
                "\(name): line \(lines.count + 1) has not arrived whole (the file is still being carried?); "
                    + "read up to line \(lines.count)")
        }
        if own { reading.ownFileFound = true }
        guard let first = lines.first else { return }
        guard first.count <= SyncFolder.maximumLineBytes,
            let header = try? SyncJSON.value(Header.self, from: first)
        else {
            reading.refused.append("\(name):1: not the first line of a movies change file; the file was passed over")
            return
        }
        guard header.format <= SyncFolder.format else {
            if own { throw .ownFileNewer(path: name, format: header.format) }
            reading.warnings.append(
                "\(name) is of a newer format (\(header.format)) than this movies reads; passed over, left as it is")
            return
        }
        if own, let start = lines.dropFirst().first?.startIndex { reading.ownLines = Array(bytes[start..<whole]) }
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            guard line.count <= SyncFolder.maximumLineBytes else {
                reading.refused.append(
                    "\(name):\(index + 1): a line of \(line.count) bytes, longer than \(SyncFolder.maximumLineBytes)")
                continue
            }
            do {
                reading.changes.append(try SyncChange(line: line, today: today))
            } catch {
                reading.refused.append("\(name):\(index + 1): \(error)")
            }
        }
    }
}
