/// One record of a CSV file: its fields, and the line of the file it starts on.
public struct CSVRecord: Sendable, Equatable {
    /// The 1-based line of the file the record starts on (a quoted field may run over several),
    /// for messages about it.
    public let line: Int
    /// The fields in the order of the file, unquoted.
    public let fields: [String]

    /// A record of `fields` that starts on `line`.
    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }

    /// The field in column `index` (from ``CSVTable/column(_:)``); `""` when the record has no
    /// such column, as exports leave out trailing empty fields.
    public subscript(column index: Int) -> String {
        fields.indices.contains(index) ? fields[index] : ""
    }
}
