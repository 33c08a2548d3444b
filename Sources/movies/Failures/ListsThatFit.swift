import MovieKit

/// The cached ranked lists that fit a list asked for when it is not cached, as an offline answer
/// names them: the same list in the nearest years first (the later of two as near), then the
/// other lists of the year asked, at most ``limit``: "top-grossing 2016, 2014 and top-rated 2015".
struct ListsThatFit {
    /// How many lists a line names at most.
    static let limit = 4

    let asked: MovieList
    let year: Int

    /// Those of `cached` that fit, in the order a line names them.
    func among(_ cached: [CachedListSummary]) -> [CachedListSummary] {
        let sameList = cached.filter { $0.list == asked && $0.year != year }
            .sorted { (abs($0.year - year), -$0.year) < (abs($1.year - year), -$1.year) }
        let sameYear = cached.filter { $0.list != asked && $0.year == year }
        return Array((sameList + sameYear).prefix(Self.limit))
    }

    /// The lists of `cached` that fit, as a line names them, each list with its years, as typed
    /// after `movies`: "top-grossing 2016, 2014 and top-rated 2015"; `nil` when none fits.
    func named(among cached: [CachedListSummary]) -> String? {
        let fitting = among(cached)
        guard !fitting.isEmpty else { return nil }
        var lists: [MovieList] = []
        for summary in fitting where !lists.contains(summary.list) { lists.append(summary.list) }
        return WordList.joined(
            lists.map { list in
                "\(list.title) " + fitting.filter { $0.list == list }.map { String($0.year) }.joined(separator: ", ")
            })
    }
}
