import Foundation
import MovieKit

/// The figures for people: a heading and the totals, then each figure under its title, its
/// counts as bars (``BarChart``) on a terminal and as plain lines when piped; every title and
/// name from a source or a file made safe to show.
struct StatsText {
    let statistics: FilmStatistics
    /// Whether the viewings are counted per year (every viewing) rather than per month.
    let byYear: Bool
    let style: TextStyle

    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// A rating as your library writes it: `8`, `8.5`.
    static func rating(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// An average to one decimal.
    static func average(_ value: Double) -> String { String(format: "%.1f", value) }

    /// A chart's title in bold, broken at its words to the 80 columns the charts are fitted to.
    private func titleLines(_ title: String) -> String {
        WordWrap(width: WordWrap.defaultWidth).lines(title).map(style.bold).joined(separator: "\n")
    }

    func render() -> String {
        let figures = statistics
        var text = style.bold(heading) + "\n"
        text +=
            "  \(figures.films) film\(plural(figures.films)), \(figures.viewings) viewing\(plural(figures.viewings))"
        text += " (\(figures.rewatches) rewatch\(figures.rewatches == 1 ? "" : "es")), "
        text += "\(Formatting.runtime(minutes: figures.minutes)) watched\n"
        guard figures.viewings > 0 else { return text + unknownText }
        for chart in StatsCharts(statistics: figures, byYear: byYear).all where chart.id != "weekdays" {
            text += "\n" + titleLines(chart.title) + "\n" + BarChart(bars: chart.bars).render(style: style)
        }
        text += films("Longest", figures.longest) { $0.minutes.map { Formatting.runtime(minutes: $0) } }
        text += films("Shortest", figures.shortest) { $0.minutes.map { Formatting.runtime(minutes: $0) } }
        text += films("Oldest", figures.oldest) { _ in nil }
        text += films("Newest", figures.newest) { _ in nil }
        text += films("Your best rated", figures.bestRated) { $0.rating.map { "\(Self.rating($0))/10" } }
        if let run = figures.longestRun {
            text +=
                "\n" + style.bold("Longest run") + "\n  \(run.days) day\(plural(run.days)) in a row, from \(run.from)\n"
        }
        if let weekdays = StatsCharts(statistics: figures, byYear: byYear).all.first(where: { $0.id == "weekdays" }) {
            text += "\n" + titleLines(weekdays.title) + "\n" + BarChart(bars: weekdays.bars).render(style: style)
        }
        if !figures.watchlistOldest.isEmpty {
            text += "\n" + style.bold("Longest on your watchlist") + "\n"
            for entry in figures.watchlistOldest {
                text += "  \(entry.added)  \(TerminalText.safe(Self.titled(entry.title, entry.year)))\n"
            }
        }
        return text + unknownText
    }

    var heading: String {
        let figures = statistics
        guard let from = figures.from, let until = figures.until else { return "Your films" }
        if from.hasSuffix("-01-01"), until.hasSuffix("-12-31"), from.prefix(4) == until.prefix(4) {
            return "Your \(from.prefix(4)) in film"
        }
        return "Your films from \(from) to \(until)"
    }

    private func films(_ title: String, _ films: [FilmFigure], figure: (FilmFigure) -> String?) -> String {
        guard !films.isEmpty else { return "" }
        var text = "\n" + style.bold(title) + "\n"
        for film in films {
            let named = TerminalText.safe(Self.titled(film.title, film.year))
            text += "  " + named + (figure(film).map { "  " + $0 } ?? "") + "\n"
        }
        return text
    }

    private var unknownText: String {
        let unknown = statistics.unknown.sorted { $0.key < $1.key }
        guard !unknown.isEmpty else { return "" }
        let said = unknown.map { "\($0.value) without \($0.key.described)" }
        return "\n" + style.dim("Films whose facts are not known: " + said.joined(separator: ", ")) + "\n"
    }

    /// `Title (2019)`, or the title alone.
    static func titled(_ title: String, _ year: Int?) -> String {
        year.map { "\(title) (\($0))" } ?? title
    }

    private func plural(_ count: Int) -> String { count == 1 ? "" : "s" }
}
