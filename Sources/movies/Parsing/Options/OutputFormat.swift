import ArgumentParser

/// How an answer is printed.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned columns (lists) or a detail view (one movie), for people; fitted to a terminal's
    /// width.
    case table
    /// JSON, for programs: a film's facts named one way in every command (``FilmJSON``).
    case json
    /// Comma-separated values (RFC 4180) with a header record, for spreadsheets.
    case csv
}
