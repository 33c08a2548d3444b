import Foundation
import MovieKit

/// The figures as one self-contained HTML page to keep or share (`movies stats --output`):
/// the totals, each chart as inline SVG, the posters of your best-rated films as `data:` URIs;
/// no script, and no font, stylesheet or image fetched from anywhere, so it opens offline in
/// any browser. Light or dark by the reader's setting, and printable. Every text from a source
/// or a file is escaped (``HTMLText``): a title holding `<script>` shows as that text.
struct StatsPage {
    let statistics: FilmStatistics
    /// Whether the viewings are counted per year (every viewing) rather than per month.
    let byYear: Bool
    /// JPEG bytes by poster path, of the best-rated films that have one.
    let posters: [String: Data]

    func render() -> String {
        let figures = statistics
        let title = StatsText(statistics: figures, byYear: byYear, style: .plain).heading
        var body = "<header><h1>\(HTMLText.escaped(title))</h1>"
        if let from = figures.from, let until = figures.until {
            body += "<p class=\"period\">\(HTMLText.escaped(from)) – \(HTMLText.escaped(until))</p>"
        }
        body += "</header>\n" + totals
        let charts = StatsCharts(statistics: figures, byYear: byYear)
        for chart in charts.all {
            body += section(chart.title, id: chart.id, content: SVGBarChart(chart: chart).render())
        }
        body += filmLists + posterSection + details
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(HTMLText.escaped(title))</title>
            <style>\(Self.stylesheet)</style>
            </head>
            <body>
            \(body)
            <footer>Made by movies from your library; film facts from the cache.</footer>
            </body>
            </html>

            """
    }

    private var totals: String {
        let figures = statistics
        var items: [(String, String, String)] = [
            ("films", "films", "\(figures.films)"), ("viewings", "viewings", "\(figures.viewings)"),
            ("rewatches", "rewatches", "\(figures.rewatches)"),
            ("minutes", "watched", Formatting.runtime(minutes: figures.minutes)),
        ]
        if let average = figures.averageRating {
            items.append(("averageRating", "your average", StatsText.average(average)))
        }
        if let crowd = figures.crowdAverage {
            let films = figures.filmsRatedByBoth
            items.append(
                (
                    "crowdAverage", "the crowd's, of the \(films == 1 ? "film" : "\(films) films") you both rated",
                    StatsText.average(crowd)
                ))
        }
        if let run = figures.longestRun {
            items.append(("longestRun", "days in a row from \(run.from)", "\(run.days)"))
        }
        if let busiest = figures.busiestWeekday {
            items.append(("busiestWeekday", "busiest weekday", StatsText.weekdays[busiest.day]))
        }
        let cells = items.map { key, label, value in
            "<div><dt>\(HTMLText.escaped(label))</dt><dd data-figure=\"\(key)\">\(HTMLText.escaped(value))</dd></div>"
        }
        return "<dl class=\"figures\">\(cells.joined())</dl>\n"
    }

    private var filmLists: String {
        let figures = statistics
        let lists: [(String, String, [FilmFigure], (FilmFigure) -> String?)] = [
            ("longest", "Longest", figures.longest, { $0.minutes.map { Formatting.runtime(minutes: $0) } }),
            ("shortest", "Shortest", figures.shortest, { $0.minutes.map { Formatting.runtime(minutes: $0) } }),
            ("oldest", "Oldest", figures.oldest, { _ in nil }),
            ("newest", "Newest", figures.newest, { _ in nil }),
        ]
        var html = "<div class=\"lists\">"
        for (id, title, films, figure) in lists where !films.isEmpty {
            let items = films.map { film in
                "<li>\(HTMLText.escaped(StatsText.titled(film.title, film.year)))"
                    + (figure(film).map { " <span>\(HTMLText.escaped($0))</span>" } ?? "") + "</li>"
            }
            html += "<section id=\"\(id)\"><h2>\(title)</h2><ol>\(items.joined())</ol></section>"
        }
        if !figures.watchlistOldest.isEmpty {
            let items = figures.watchlistOldest.map { entry in
                "<li>\(HTMLText.escaped(StatsText.titled(entry.title, entry.year))) <span>added \(HTMLText.escaped(entry.added))</span></li>"
            }
            html += "<section id=\"watchlist\"><h2>Longest on your watchlist</h2><ol>\(items.joined())</ol></section>"
        }
        return html + "</div>\n"
    }

    private var posterSection: String {
        let films = statistics.bestRated
        guard !films.isEmpty else { return "" }
        let cards = films.map { film -> String in
            let name = HTMLText.escaped(StatsText.titled(film.title, film.year))
            let rating = film.rating.map { "\(StatsText.rating($0))/10" } ?? ""
            let image =
                film.posterPath.flatMap { posters[$0] }.map {
                    "<img src=\"data:image/jpeg;base64,\($0.base64EncodedString())\" alt=\"\(name)\">"
                } ?? "<div class=\"noposter\"></div>"
            return "<figure>\(image)<figcaption>\(name) <span>\(rating)</span></figcaption></figure>"
        }
        return section("Your best rated", id: "bestRated", content: "<div class=\"posters\">\(cards.joined())</div>")
    }

    private var details: String {
        let unknown = statistics.unknown.sorted { $0.key < $1.key }
        guard !unknown.isEmpty else { return "" }
        let said = unknown.map { "\($0.value) without \($0.key.described)" }.joined(separator: ", ")
        return "<p class=\"unknown\">Films whose facts are not known: \(HTMLText.escaped(said))</p>\n"
    }

    private func section(_ title: String, id: String, content: String) -> String {
        "<section id=\"\(id)\"><h2>\(HTMLText.escaped(title))</h2>\(content)</section>\n"
    }

    static let stylesheet = """
        :root{--fg:#1d1d1f;--bg:#fbfaf7;--muted:#6b6b6b;--bar:#c77d0a;--card:#f0ede6}
        @media (prefers-color-scheme:dark){:root{--fg:#ecebe8;--bg:#141416;--muted:#a3a3a3;--bar:#f2b441;--card:#222226}}
        body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);\
        max-width:56rem;margin:2rem auto;padding:0 1rem;line-height:1.4}
        h1{font-size:2rem;margin:0}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
        .period,footer,.unknown,li span,figcaption span{color:var(--muted)}
        .figures{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0}
        .figures div{background:var(--card);border-radius:.5rem;padding:.5rem .9rem;min-width:7rem}
        .figures dt{font-size:.8rem;color:var(--muted)}.figures dd{margin:0;font-size:1.5rem;font-weight:600}
        svg{width:100%;height:auto}svg text{fill:currentColor;font-size:12px}.bar{fill:var(--bar)}
        .lists{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:0 1.5rem}
        .posters{display:grid;grid-template-columns:repeat(auto-fill,minmax(8rem,1fr));gap:1rem}
        figure{margin:0}figure img,.noposter{width:100%;aspect-ratio:2/3;object-fit:cover;border-radius:.4rem;\
        background:var(--card);display:block}figcaption{font-size:.85rem;margin-top:.3rem}
        footer{margin:2rem 0;font-size:.8rem}
        @media print{:root{--fg:#000;--bg:#fff;--bar:#777;--card:#eee}body{margin:0;max-width:none}\
        section,figure,.figures div{break-inside:avoid}}
        """
}
