import ArgumentParser

/// How an answer is printed.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns (lists) or a detail view (one movie), for people.
    case table
    /// The API's own JSON shape, for programs; it can be served back as API data.
    case json
    /// Comma-separated values (RFC 4180) with a header record, for spreadsheets.
    case csv
}
