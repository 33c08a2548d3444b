import Foundation
import Hummingbird

/// What a `discover/movie` request asks for, read from its query: the films released in
/// `primary_release_year` or between `primary_release_date.gte` and `.lte`, with at least
/// `vote_count.gte` votes, rated within `vote_average.gte`/`.lte`, lasting within
/// `with_runtime.gte`/`.lte` minutes, of the genres `with_genres` and none of `without_genres`,
/// in an original language of `with_original_language`, to watch on `with_watch_providers` in
/// `watch_region` by `with_watch_monetization_types`, adult ones only with `include_adult=true`,
/// in `sort_by` order, page `page` of 20. Absent or empty, a parameter filters nothing.
struct TMDBDiscoverQuery: Hashable, Sendable {
    /// The films a query selects and their order, whatever the page.
    struct Selection: Hashable, Sendable {
        var year: Int?
        var minimumVotes = 0
        var includeAdult = false
        var sort = TMDBSortOrder.popularityDescending
        var genres: TMDBIDMatch?
        var excludedGenres: Set<Int> = []
        /// Released on or after, on or before; a film with no date is out when either is set.
        var releasedFrom: TMDBDay?
        var releasedThrough: TMDBDay?
        var minimumRating: Double?
        var maximumRating: Double?
        /// In minutes; a film of unknown (or 0) runtime is out when either is set.
        var minimumRuntime: Int?
        var maximumRuntime: Int?
        /// ISO 639-1 codes, any one of them.
        var originalLanguages: Set<String>?
        var watch: TMDBWatchFilter?
    }

    var selection = Selection()
    var page = 1

    /// - Throws: ``TMDBFailure/invalidPage`` for a page that is not a number in 1...500,
    ///   ``TMDBFailure/invalidParameters`` for a year, date, number, flag, id list or sort it
    ///   cannot read.
    init(_ parameters: Parameters) throws(TMDBFailure) {
        page = try TMDBPaging.page(parameters)
        let reader = TMDBParameterReader(parameters)
        if let year = try reader.integer("primary_release_year") {
            guard (1000...9999).contains(year) else { throw .invalidParameters }
            selection.year = year
        }
        if let votes = try reader.decimal("vote_count.gte") { selection.minimumVotes = Int(votes.rounded(.up)) }
        if let adult = parameters["include_adult"] {
            guard let flag = Bool(String(adult)) else { throw .invalidParameters }
            selection.includeAdult = flag
        }
        if let sort = reader.text("sort_by") {
            guard let order = TMDBSortOrder(sort) else { throw .invalidParameters }
            selection.sort = order
        }
        selection.genres = try reader.ids("with_genres")
        selection.excludedGenres = try reader.ids("without_genres").map(\.ids) ?? []
        selection.releasedFrom = try reader.day("primary_release_date.gte")
        selection.releasedThrough = try reader.day("primary_release_date.lte")
        selection.minimumRating = try reader.decimal("vote_average.gte")
        selection.maximumRating = try reader.decimal("vote_average.lte")
        selection.minimumRuntime = try reader.integer("with_runtime.gte")
        selection.maximumRuntime = try reader.integer("with_runtime.lte")
        selection.originalLanguages = reader.text("with_original_language").map { languages in
            Set(languages.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).lowercased() })
        }
        selection.watch = try TMDBWatchFilter(reader)
    }
}

extension TMDBIDMatch {
    /// The ids, whether all or any are wanted.
    var ids: Set<Int> {
        switch self {
        case .all(let ids), .any(let ids): ids
        }
    }
}
