import Foundation

/// The months (`yyyy-MM`) or years (`yyyy`) from one to another, both included, in order.
enum StatsMonths {
    static func between(_ first: String, _ last: String, byYear: Bool) -> [String] {
        guard let start = parse(first), let end = parse(last) else { return [first] }
        if byYear {
            return (start.year...max(start.year, end.year)).map { String(format: "%04d", $0) }
        }
        var periods: [String] = []
        var (year, month) = (start.year, start.month)
        while (year, month) <= (end.year, end.month) {
            periods.append(String(format: "%04d-%02d", year, month))
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
        return periods
    }

    private static func parse(_ text: String) -> (year: Int, month: Int)? {
        let parts = text.split(separator: "-")
        guard let year = parts.first.flatMap({ Int($0) }) else { return nil }
        return (year, parts.count > 1 ? Int(parts[1]) ?? 1 : 1)
    }
}
