/// Rows of a dataset file built as bytes and handed to gzip a megabyte at a time, counting rows
/// and bytes as they go.
struct TSVWriter {
    private static let flushSize = 1 << 20
    private static let tab = UInt8(ascii: "\t")
    private static let null: [UInt8] = Array(#"\N"#.utf8)

    private let gzip: GzipPipe
    private var buffer: [UInt8] = []
    private(set) var rows = 0
    private(set) var bytes = 0

    init(gzip: GzipPipe) {
        self.gzip = gzip
        buffer.reserveCapacity(Self.flushSize + 64 * 1024)
    }

    mutating func text(_ bytes: [UInt8]) { buffer.append(contentsOf: bytes) }

    mutating func text(_ string: StaticString) {
        string.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    mutating func byte(_ byte: UInt8) { buffer.append(byte) }
    mutating func tab() { buffer.append(Self.tab) }
    mutating func null() { buffer.append(contentsOf: Self.null) }

    /// `value` in decimal.
    mutating func number(_ value: Int) {
        guard value >= 10 else {
            buffer.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        number(value / 10)
        buffer.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// An IMDb id: `prefix` (`tt`, `nm`) and `number`, zero-padded to seven digits.
    mutating func id(_ prefix: StaticString, _ number: Int) {
        text(prefix)
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        for _ in digits..<max(7, digits) { buffer.append(UInt8(ascii: "0")) }
        self.number(number)
    }

    /// `tenths` as IMDb writes a rating: `7.3`, `10.0`.
    mutating func tenths(_ tenths: Int) {
        number(tenths / 10)
        buffer.append(UInt8(ascii: "."))
        buffer.append(UInt8(ascii: "0") + UInt8(tenths % 10))
    }

    /// Ends the header line (not counted as a row).
    mutating func endHeader() {
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Ends the row; hands the buffer to gzip once it holds a megabyte.
    mutating func endRow() throws(GzipPipe.Failure) {
        buffer.append(UInt8(ascii: "\n"))
        rows += 1
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Hands what is buffered to gzip and waits for it to finish the file.
    mutating func finish() throws(GzipPipe.Failure) {
        try flush()
        try gzip.finish()
    }

    private mutating func flush() throws(GzipPipe.Failure) {
        bytes += buffer.count
        let failure = buffer.withUnsafeBytes { raw -> GzipPipe.Failure? in
            do throws(GzipPipe.Failure) {
                try gzip.write(raw)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        buffer.removeAll(keepingCapacity: true)
    }
}
