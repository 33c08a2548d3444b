import ArgumentParser

/// A year (`2016`) or a range of years (`2010-2020` or `2010...2020`), as `movies sync` takes them.
struct YearSpan: ExpressibleByArgument, Equatable {
    let years: ClosedRange<Int>

    init(_ years: ClosedRange<Int>) {
        self.years = years
    }

    init?(argument: String) {
        let bounds: [Substring] =
            if argument.contains("...") { argument.split(separator: "...", omittingEmptySubsequences: false) } else {
                argument.split(separator: "-", omittingEmptySubsequences: false)
            }
        let years = bounds.compactMap { $0.count == 4 && $0.allSatisfy(\.isASCII) ? Int($0) : nil }
        guard (1...2).contains(bounds.count), years.count == bounds.count,
            let first = years.first, let last = years.last, first >= 1000, first <= last
        else { return nil }
        self.years = first...last
    }

    /// Every year of `spans`, once each, in order.
    static func years(of spans: [YearSpan]) -> [Int] {
        Array(Set(spans.flatMap(\.years))).sorted()
    }
}
