import Foundation

/// A CSV file (RFC 4180) read whole: the header, its first record, and the records after it.
///
/// Fields are separated by commas and may be quoted with `"`; inside quotes, `""` is a quote and
/// commas and line breaks are part of the field. Records end with CRLF, LF or CR alone. A UTF-8
/// byte-order mark at the start is dropped; blank lines are skipped. Reading is lenient where
/// Python's `csv` is: a quote inside an unquoted field, or text after a closing quote, is kept as
/// it is. Records may have fewer fields than the header (``CSVRecord/subscript(column:)`` reads
/// the missing ones as `""`) or more. An empty file has an empty header and no records.
public struct CSVTable: Sendable {
    /// The first record's fields: the names of the columns.
    public let header: [String]
    /// The records after the header, in file order, blank lines left out.
    public let records: [CSVRecord]

    /// Reads the CSV file `bytes`, which must be UTF-8.
    ///
    /// - Throws: ``CSVError/notUTF8(line:)`` naming the first line that is not UTF-8;
    ///   ``CSVError/unclosedQuote(line:)`` naming the line where a quote left open begins.
    public init(bytes: [UInt8]) throws(CSVError) {
        let all = try bytes.withUnsafeBufferPointer { (buffer) throws(CSVError) in
            var scanner = CSVScanner(buffer)
            return try scanner.records()
        }
        header = all.first?.fields ?? []
        records = Array(all.dropFirst())
    }

    /// Reads the CSV text `text`.
    ///
    /// - Throws: ``CSVError/unclosedQuote(line:)`` naming the line where a quote left open begins.
    public init(text: String) throws(CSVError) {
        try self.init(bytes: Array(text.utf8))
    }

    /// The index of the column called `name`, ignoring case and spaces around either name; the
    /// first such column when there are several, `nil` when there is none.
    public func column(_ name: String) -> Int? {
        Self.column(name, in: header)
    }

    /// The index of the column called `name` among `header`'s, as ``column(_:)`` finds it.
    static func column(_ name: String, in header: [String]) -> Int? {
        let wanted = comparable(name)
        return header.firstIndex { comparable($0) == wanted }
    }

    private static func comparable(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
