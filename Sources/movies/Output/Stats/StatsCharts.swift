import MovieKit

/// The charts of the figures, in the order they are shown, each with an id (the page's), a
/// title and its bars: the terminal's (``BarChart``) and the page's (``SVGBarChart``) alike.
struct StatsCharts {
    struct Chart {
        let id: String
        let title: String
        let bars: [BarChart.Bar]
    }

    let statistics: FilmStatistics
    let byYear: Bool

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Every chart that has a bar.
    var all: [Chart] {
        let figures = statistics
        guard figures.viewings > 0 else { return [] }
        var charts = [
            Chart(
                id: byYear ? "byYear" : "byMonth", title: byYear ? "Viewings per year" : "Viewings per month",
                bars: (byYear ? figures.byYear : figures.byMonth).map { count in
                    BarChart.Bar(
                        label: label(of: count.period), value: Double(count.viewings), shown: "\(count.viewings)")
                }),
            Chart(id: "ratings", title: ratingsTitle, bars: ratingBars),
        ]
        let rankings: [(String, String, Ranking)] = [
            ("directors", "Directors", figures.directors), ("actors", "Actors", figures.actors),
            ("genres", "Genres", figures.genres), ("decades", "Decades", figures.decades),
            ("countries", "Countries", figures.countries), ("languages", "Languages", figures.languages),
        ]
        for (id, title, ranking) in rankings {
            charts.append(Chart(id: id, title: "\(title) you watched most", bars: bars(ranking.most)))
            charts.append(
                Chart(
                    id: "\(id)Best",
                    title: "\(title) you rated best (\(FilmStatistics.leastFilmsForBest)+ films rated)",
                    bars: bars(ranking.best)))
        }
        if let busiest = figures.busiestWeekday {
            charts.append(
                Chart(
                    id: "weekdays", title: "Viewings per weekday (busiest: \(StatsText.weekdays[busiest.day]))",
                    bars: figures.weekdays.enumerated().map { day, count in
                        BarChart.Bar(label: StatsText.weekdays[day], value: Double(count), shown: "\(count)")
                    }))
        }
        return charts.filter { !$0.bars.isEmpty }
    }

    private var ratingsTitle: String {
        let figures = statistics
        var title = "Your ratings"
        guard let average = figures.averageRating else { return title }
        title += " (average \(StatsText.average(average))"
        if let crowd = figures.crowdAverage, let yours = figures.yourAverageOfFilmsRatedByBoth,
            let difference = figures.differenceFromCrowd
        {
            let films = figures.filmsRatedByBoth
            title +=
                "; over the \(films == 1 ? "film" : "\(films) films") you rated that the crowd rated too, "
                + "yours \(StatsText.average(yours)), the crowd's \(StatsText.average(crowd))"
            let amount = StatsText.average(abs(difference))
            title +=
                difference.magnitude < 0.05
                ? ": you rate as the crowd does" : ": you rate \(amount) \(difference > 0 ? "higher" : "lower")"
        }
        return title + ")"
    }

    private var ratingBars: [BarChart.Bar] {
        let ratings = statistics.ratings
        guard let lowest = ratings.keys.min() else { return [] }
        return stride(from: 10.0, through: lowest, by: -0.5).map { value in
            let count = ratings[value] ?? 0
            return BarChart.Bar(label: StatsText.rating(value), value: Double(count), shown: "\(count)")
        }
    }

    private func bars(_ counts: [NamedCount]) -> [BarChart.Bar] {
        counts.map { count in
            var shown = "\(count.films) film\(count.films == 1 ? "" : "s")"
            if let average = count.averageRating { shown += ", \(StatsText.average(average))" }
            return BarChart.Bar(label: count.name, value: Double(count.films), shown: shown)
        }
    }

    private func label(of period: String) -> String {
        guard !byYear, period.count == 7, let month = Int(period.suffix(2)), (1...12).contains(month) else {
            return period
        }
        let months = statistics.byMonth
        let sameYear = months.first?.period.prefix(4) == months.last?.period.prefix(4)
        return sameYear ? Self.months[month - 1] : "\(Self.months[month - 1]) \(period.prefix(4))"
    }
}
