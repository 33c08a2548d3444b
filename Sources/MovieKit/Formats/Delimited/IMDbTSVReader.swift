import Foundation

/// Reads one of IMDb's dataset files line by line, as IMDb writes them: a header line naming the
/// columns, `\t` between fields, `\n` ending lines (the last may lack it), no quoting at all (a
/// `"` or `\` is literal), `\N` for null.
///
/// Columns are found by name in the header (others are ignored); fields are slices of the chunk
/// being read, split only as far as asked, so a line the import skips costs a look at its first
/// field. A line spanning two chunks is copied whole first, up to ``maximumLineLength``: a longer
/// one is an error, read no further. Every error names the file and line:
/// `title.basics.tsv.gz:1: no column "runtimeMinutes"`.
final class IMDbTSVReader {
    /// The longest line read: IMDb's longest are a few kilobytes (a title's writers, a person's
    /// professions), so 1 MiB is hundreds of times more, while a file whose line never ends (a few
    /// megabytes of gzip can inflate to gigabytes without a newline) costs 1 MiB of memory.
    static let maximumLineLength = 1 << 20

    /// The dataset's file name, as errors name it.
    let fileName: String
    /// The line last read, 1 for the header.
    private(set) var lineNumber = 0
    /// How many chunks have been read: a reader reports progress when it changes.
    private(set) var chunksRead = 0
    /// How many of them ``nextLine(reporting:)`` has reported.
    private var chunksReported = 0

    private let source: any ByteChunkSource
    /// The columns asked for, by name, as errors name them.
    let columns: [String]
    /// For each column asked, its position in the line.
    private var positions: [Int] = []
    /// How many columns the header names.
    private var headerWidth = 0
    private var chunk = UnsafeRawBufferPointer(start: nil, count: 0)
    private var offset = 0
    private var atEnd = false
    /// A line that spans chunks, copied here whole.
    private var carry = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 16)
    private var carryCount = 0
    private var line = UnsafeRawBufferPointer(start: nil, count: 0)
    /// Where each field of the line starts and ends (at 2k and 2k + 1), for the fields split so
    /// far: memory of its own rather than arrays, which the hot loop would check for exclusive
    /// access at each write.
    private var bounds = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    private var splitCount = 0
    private var cursor = 0

    /// Reads the header from `source` and finds `columns` in it; ``field(_:)`` then takes an
    /// index into `columns`.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)`` when the file is empty or a
    ///   column is missing; the source's errors as ``IMDbImportError``.
    init(source: any ByteChunkSource, fileName: String, columns: [String]) throws(IMDbImportError) {
        self.source = source
        self.fileName = fileName
        self.columns = columns
        guard try nextLine() else {
            lineNumber = 1
            throw malformed("the file is empty (no header line)")
        }
        var header: [String: Int] = [:]
        var position = 0
        for name in line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false) {
            let name = String(decoding: name, as: UTF8.self)
            header[name] = header[name] ?? position
            position += 1
        }
        var positions: [Int] = []
        for column in columns {
            guard let position = header[column] else { throw malformed("no column \"\(column)\"") }
            positions.append(position)
        }
        self.positions = positions
        headerWidth = position
        bounds.deallocate()
        bounds = .allocate(capacity: 2 * ((positions.max() ?? 0) + 1))
    }

    deinit {
        carry.deallocate()
        bounds.deallocate()
    }

    /// How many bytes of the file behind the lines have been read, for a progress bar.
    var compressedBytesRead: Int64 { source.compressedBytesRead }

    /// Moves to the next line as ``nextLine()`` does, and calls `chunkRead` with the reader
    /// whenever a chunk was read since the last call: how an import reports its progress.
    func nextLine(reporting chunkRead: (IMDbTSVReader) -> Void) throws(IMDbImportError) -> Bool {
        guard try nextLine() else { return false }
        if chunksRead != chunksReported {
            chunksReported = chunksRead
            chunkRead(self)
        }
        return true
    }

    /// Moves to the next line; `false` at the end of the file.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)`` when the file cannot be read
    ///   further (truncated, damaged), naming the line after the last one read, or when the line is
    ///   longer than ``maximumLineLength``.
    func nextLine() throws(IMDbImportError) -> Bool {
        splitCount = 0
        cursor = 0
        carryCount = 0
        if let found = newline(from: offset) {
            guard found - offset <= Self.maximumLineLength else { throw tooLong() }
            setLine(UnsafeRawBufferPointer(rebasing: chunk[offset..<found]))
            offset = found + 1
            return true
        }
        // The line goes on in the next chunk, or ends the file without a newline.
        try append(UnsafeRawBufferPointer(rebasing: chunk[offset...]))
        offset = chunk.count
        while !atEnd {
            let next: UnsafeRawBufferPointer?
            do {
                next = try source.next()
            } catch {
                lineNumber += 1
                throw malformed(error.description)
            }
            guard let next else {
                atEnd = true
                break
            }
            chunk = next
            chunksRead += 1
            offset = 0
            if let found = newline(from: 0) {
                try append(UnsafeRawBufferPointer(rebasing: chunk[..<found]))
                offset = found + 1
                setLine(carried)
                return true
            }
            try append(chunk)
            offset = chunk.count
        }
        guard carryCount > 0 else { return false }
        setLine(carried)
        return true
    }

    /// The field of the `column`-th column asked for, as bytes valid until the next line.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)`` when the line has too few
    ///   fields.
    func field(_ column: Int) throws(IMDbImportError) -> UnsafeRawBufferPointer {
        let position = positions[column]
        while splitCount <= position {
            guard cursor <= line.count, let base = line.baseAddress else {
                throw malformed("\(splitCount) fields where the header names \(headerWidth)")
            }
            let end =
                memchr(base + cursor, Int32(UInt8(ascii: "\t")), line.count - cursor).map {
                    UnsafeRawPointer($0) - base
                } ?? line.count
            bounds[2 * splitCount] = cursor
            bounds[2 * splitCount + 1] = end
            splitCount += 1
            cursor = end + 1
        }
        return UnsafeRawBufferPointer(rebasing: line[bounds[2 * position]..<bounds[2 * position + 1]])
    }

    /// An error at the current line.
    func malformed(_ problem: String) -> IMDbImportError {
        .malformed(file: fileName, line: lineNumber, problem: problem)
    }

    /// The error of a line longer than ``maximumLineLength``: the one after the last read.
    private func tooLong() -> IMDbImportError {
        lineNumber += 1
        return malformed(
            "the line is longer than \(Self.maximumLineLength >> 20) MiB, far longer than any of IMDb's (not read further)"
        )
    }

    private func setLine(_ bytes: UnsafeRawBufferPointer) {
        line = bytes
        lineNumber += 1
    }

    private func newline(from start: Int) -> Int? {
        guard start < chunk.count, let base = chunk.baseAddress else { return nil }
        return memchr(base + start, Int32(UInt8(ascii: "\n")), chunk.count - start).map { UnsafeRawPointer($0) - base }
    }

    /// The bytes copied into `carry`.
    private var carried: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(UnsafeMutableRawBufferPointer(rebasing: carry[..<carryCount]))
    }

    /// Copies `bytes` after the line carried so far.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)`` when the line would be longer
    ///   than ``maximumLineLength``.
    private func append(_ bytes: UnsafeRawBufferPointer) throws(IMDbImportError) {
        guard !bytes.isEmpty else { return }
        guard carryCount + bytes.count <= Self.maximumLineLength else { throw tooLong() }
        if carryCount + bytes.count > carry.count {
            let larger = UnsafeMutableRawBufferPointer.allocate(
                byteCount: min(max(carry.count * 2, carryCount + bytes.count), Self.maximumLineLength), alignment: 16)
            larger.copyMemory(from: carried)
            carry.deallocate()
            carry = larger
        }
        UnsafeMutableRawBufferPointer(rebasing: carry[carryCount...]).copyMemory(from: bytes)
        carryCount += bytes.count
    }
}
