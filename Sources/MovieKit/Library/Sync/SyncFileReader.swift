import Foundation

/// Reads one change file or snapshot of a sync folder: its first line (its format), then a change a line;
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

    /// Adds what the file holds to `reading`; `own` for one of this machine's files, whose whole
    /// lines are kept to be written again.
    /// - Throws: ``SyncError/ownFileNewer(path:format:)`` for this machine's own file in a newer
    ///   format.
    func read(into reading: inout SyncFolderReading, own: SyncFolder.OwnFile?) throws(SyncError) {
        let whole = bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        var lines = bytes[..<whole].split(separator: 0x0A, omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        if whole < bytes.count {
            reading.warnings.append(
                "\(name): line \(lines.count + 1) has not arrived whole (the file is still being carried?); "
                    + "read up to line \(lines.count)")
        }
        if own == .changes { reading.ownFileFound = true }
        guard let first = lines.first else { return }
        guard first.count <= SyncFolder.maximumLineBytes,
            let header = try? SyncJSON.value(Header.self, from: first)
        else {
            reading.refused.append("\(name):1: not the first line of a movies change file; the file was passed over")
            return
        }
        guard header.format <= SyncFolder.format else {
            if own != nil { throw .ownFileNewer(path: name, format: header.format) }
            reading.warnings.append(
                "\(name) is of a newer format (\(header.format)) than this movies reads; passed over, left as it is")
            return
        }
        var ownLines: [SyncOwnLine] = []
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            var change: SyncChange?
            if line.count > SyncFolder.maximumLineBytes {
                reading.refused.append(
                    "\(name):\(index + 1): a line of \(line.count) bytes, longer than \(SyncFolder.maximumLineBytes)")
            } else {
                do {
                    change = try SyncChange(line: line, today: today)
                } catch {
                    reading.refused.append("\(name):\(index + 1): \(error)")
                }
            }
            if let change { reading.changes.append(change) }
            if own != nil { ownLines.append(SyncOwnLine(bytes: Array(line) + [0x0A], change: change)) }
        }
        switch own {
        case .changes: reading.ownChangeLines = ownLines
        case .snapshot: reading.ownSnapshotLines = ownLines
        case nil: break
        }
    }
}
