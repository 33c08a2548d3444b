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
        /// The header line that names this record's columns: the file's, or the header of a
        /// section of it (a Letterboxd list's films, under the list's own header).
        var header: [String]

        /// The same record with its columns named by `header`.
        func named(by header: [String]) -> Record {
            var record = self
            record.header = header
            return record
        }

        /// The name of `column` as this record's header line gives it, cut to what a message
        /// shows; its position when that line is short of it.
        func columnName(_ column: Int) -> String {
            CSVFile.columnName(column, in: header)
        }

        /// The field in `column`, trimmed; "" when the record is short of it.
        func text(_ column: Int) -> String {
            column < fields.count ? fields[column].trimmingCharacters(in: .whitespaces) : ""
        }

        /// The year in `column` (``LibraryValue/filmYear(_:now:)-(String,_)``); `nil` when the field is empty.
        func year(_ column: Int?) throws(ImportFileError) -> Int? {
            guard let column else { return nil }
            let text = text(column)
            guard !text.isEmpty else { return nil }
            return try value(in: column) { (text) throws(LibraryValueError) in try LibraryValue.filmYear(text) }
        }

        /// The film's title in `column` (``LibraryValue/title(_:)``), "" when the field is empty.
        func title(_ column: Int) throws(ImportFileError) -> String {
            try value(in: column) { (text) throws(LibraryValueError) in try LibraryValue.title(text) }
        }

        /// The day (`yyyy-MM-dd`) in `column`.
        func day(_ column: Int) throws(ImportFileError) -> Date {
            guard let day = try optionalDay(column) else {
                throw file.error(at: self, "the \(file.columnName(column)) is missing")
            }
            return day
        }

        /// The day (`yyyy-MM-dd`, ``LibraryValue/day(_:today:)``) in `column`; `nil` when the field is empty.
        func optionalDay(_ column: Int?) throws(ImportFileError) -> Date? {
            guard let column else { return nil }
            let text = text(column)
            guard !text.isEmpty else { return nil }
            let today = file.today
            return try value(in: column) { (text) throws(LibraryValueError) in try LibraryValue.day(text, today: today)
            }
        }

        /// What `read` makes of the field in `column`; its refusal names the file, the line and the column.
        func value<Value>(
            in column: Int, _ read: (String) throws(LibraryValueError) -> Value
        ) throws(ImportFileError) -> Value {
            do {
                return try read(text(column))
            } catch {
                throw file.error(at: self, error.quoted(as: "the \(columnName(column))"))
            }
        }
    }

    /// The file as a person names it.
    let name: String
    let header: [String]
    /// The day the file is read, where it is latest in the world (another machine's file), after
    /// whose next day no day of it may be (``LibraryValue/day(_:today:)``).
    let today = LibraryValue.todayAnywhere()
    private let bytes: [UInt8]
    /// Where the record after the header starts.
    private let recordsStart: CSVScanner.Position

    /// Reads the header line of `bytes`; the records are read as ``forEachRecord(_:)`` asks for
    /// them, never held all at once.
    /// - Throws: ``ImportFileError`` for bytes that are not CSV (a quote left open, not UTF-8).
    init(bytes: [UInt8], name: String) throws(ImportFileError) {
        do throws(CSVError) {
            (header, recordsStart) = try bytes.withUnsafeBufferPointer { (buffer) throws(CSVError) in
                var scanner = CSVScanner(buffer)
                try scanner.checkUTF8()
                let header = try scanner.nextRecord()?.fields ?? []
                return (header, scanner.position)
            }
        } catch {
            throw ImportFileError(file: name, line: error.line, reason: error.reason)
        }
        self.name = name
        self.bytes = bytes
    }

    /// Calls `body` with each record after the header, in file order, blank lines left out.
    /// - Throws: what `body` throws; ``ImportFileError`` for a quote left open.
    func forEachRecord(_ body: (Record) throws(ImportFileError) -> Void) throws(ImportFileError) {
        try bytes.withUnsafeBufferPointer { (buffer) throws(ImportFileError) in
            var scanner = CSVScanner(buffer, from: recordsStart)
            while true {
                let next: CSVRecord?
                do throws(CSVError) {
                    next = try scanner.nextRecord()
                } catch {
                    throw ImportFileError(file: name, line: error.line, reason: error.reason)
                }
                guard let next else { return }
                try body(Record(file: self, line: next.line, fields: next.fields, header: header))
            }
        }
    }

    /// The column named `name` (ignoring case).
    /// - Throws: when the header line has none.
    func column(_ name: String) throws(ImportFileError) -> Int {
        guard let column = optionalColumn(name) else {
            throw ImportFileError(file: self.name, line: 1, reason: "the header line has no \"\(name)\" column")
        }
        return column
    }

    /// The column named `name`, if the header line has one.
    func optionalColumn(_ name: String) -> Int? {
        CSVTable.column(name, in: header)
    }

    /// The name of `column` as the header line gives it, cut to what a message shows.
    func columnName(_ column: Int) -> String {
        Self.columnName(column, in: header)
    }

    /// The name `header` gives `column`, cut to what a message shows; "column N" when it has none.
    private static func columnName(_ column: Int, in header: [String]) -> String {
        header.indices.contains(column) ? EchoedText.cut(header[column]) : "column \(column + 1)"
    }

    func error(at record: Record, _ reason: String) -> ImportFileError {
        ImportFileError(file: name, line: record.line, reason: reason)
    }
}
