import Foundation
import Hummingbird

/// What a `discover/movie` request asks for, read from its query: the films released in
/// `primary_release_year` (every film when absent), with at least `vote_count.gte` votes,
/// adult ones only with `include_adult=true`, in `sort_by` order, page `page` of 20.
struct TMDBDiscoverQuery: Hashable, Sendable {
    /// The films a query selects and their order, whatever the page.
    struct Selection: Hashable, Sendable {
        var year: Int?
        var minimumVotes = 0
        var includeAdult = false
        var sort = TMDBSortOrder.popularityDescending
    }

    var selection = Selection()
    var page = 1

    /// - Throws: ``TMDBFailure/invalidPage`` for a page that is not a number in 1...500,
    ///   ``TMDBFailure/invalidParameters`` for a year, vote count, flag or sort it cannot read.
    init(_ parameters: Parameters) throws(TMDBFailure) {
        page = try TMDBPaging.page(parameters)
        if let year = parameters["primary_release_year"], !year.isEmpty {
            guard let number = Int(year), (1000...9999).contains(number) else { throw .invalidParameters }
            selection.year = number
        }
        if let votes = parameters["vote_count.gte"], !votes.isEmpty {
            guard let number = Double(votes), number.isFinite else { throw .invalidParameters }
            selection.minimumVotes = Int(number.rounded(.up))
        }
        if let adult = parameters["include_adult"] {
            guard let flag = Bool(String(adult)) else { throw .invalidParameters }
            selection.includeAdult = flag
        }
        if let sort = parameters["sort_by"], !sort.isEmpty {
            guard let order = TMDBSortOrder(sort) else { throw .invalidParameters }
            selection.sort = order
        }
    }
}
