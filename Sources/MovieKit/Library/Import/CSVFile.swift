import Foundation

/// An export's CSV file, read for import: its columns found by the header line's names, its
/// fields read as the day, year and text an entry needs, and every failure an
/// ``ImportFileError`` naming the file and the line.
struct CSVFile {
    /// One record, with what it needs to name itself in an error.
    struct Record {
        let file: CSVFile
        let line: Int
        let fields: [String]

        /// The field in `column`, trimmed; "" when the record is short of it.
        func text(_ column: Int) -> String {
            column < fields.count ? fields[column].trimmingCharacters(in: .whitespaces) : ""
        }

        /// The year in `column`; `nil` when the field is empty.
        func year(_ column: Int?) throws(ImportFileError) -> Int? {
            guard let column else { return nil }
            let text = text(column)
            guard !text.isEmpty else { return nil }
            guard let year = Int(text), (1800...2200).contains(year) else {
                throw file.error(at: self, "the year \"\(text)\" is not a year")
            }
            return year
        }

        /// The day (`yyyy-MM-dd`) in `column`.
        func day(_ column: Int) throws(ImportFileError) -> Date {
            guard let day = try optionalDay(column) else {
                throw file.error(at: self, "the \(file.header[column]) is missing")
            }
            return day
        }

        /// The day (`yyyy-MM-dd`) in `column`; `nil` when the field is empty.
        func optionalDay(_ column: Int?) throws(ImportFileError) -> Date? {
            guard let column else { return nil }
            let text = text(column)
            guard !text.isEmpty else { return nil }
            guard let day = APIDate.parse(text) else {
                throw file.error(at: self, "the \(file.header[column]) \"\(text)\" is not a day written yyyy-MM-dd")
            }
            return day
        }
    }

    /// The file as a person names it.
    let name: String
    let header: [String]
    private let table: CSVTable

    /// - Throws: ``ImportFileError`` for bytes that are not CSV (a quote left open, not UTF-8).
    init(bytes: [UInt8], name: String) throws(ImportFileError) {
        do {
            table = try CSVTable(bytes: bytes)
        } catch {
            throw ImportFileError(file: name, reason: "\(error)")
        }
        self.name = name
        header = table.header
    }

    var records: [Record] {
        table.records.map { Record(file: self, line: $0.line, fields: $0.fields) }
    }

    /// The column named `name` (ignoring case).
    /// - Throws: when the header line has none.
    func column(_ name: String) throws(ImportFileError) -> Int {
        guard let column = table.column(name) else {
            throw ImportFileError(file: self.name, line: 1, reason: "the header line has no \"\(name)\" column")
        }
        return column
    }

    /// The column named `name`, if the header line has one.
    func optionalColumn(_ name: String) -> Int? {
        table.column(name)
    }

    func error(at record: Record, _ reason: String) -> ImportFileError {
        ImportFileError(file: name, line: record.line, reason: reason)
    }
}
