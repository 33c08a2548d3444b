import Foundation
import Hummingbird

/// What a `search/movie` or `search/person` request asks for, read from its query: the words of
/// `query` (``TMDBSearchText``), for films those released in `year`, adult results only with
/// `include_adult=true`, page `page` of 20. The text arrives decoded once by Hummingbird; any text
/// is read, none refused.
struct TMDBSearchQuery: Hashable, Sendable {
    /// The results a query selects, whatever the page.
    struct Selection: Hashable, Sendable {
        /// The query's words, folded; a query with none matches nothing.
        var words: [String] = []
        var year: Int?
        var includeAdult = false
    }

    var selection = Selection()
    var page = 1
    /// Whether `query` is missing or blank: TMDB answers an empty first page then, whatever the page.
    var isBlank = true

    /// - Parameter yearName: the parameter naming the year (`year` for films), or `nil` when the
    ///   search has none (people).
    /// - Throws: ``TMDBFailure/invalidPage`` for a page that is not a number in 1...500,
    ///   ``TMDBFailure/invalidParameters`` for a year or flag it cannot read.
    init(_ parameters: Parameters, yearName: String?) throws(TMDBFailure) {
        page = try TMDBPaging.page(parameters)
        if let text = parameters["query"], !text.allSatisfy(\.isWhitespace) {
            isBlank = false
            selection.words = TMDBSearchText.words(text)
        }
        if let yearName, let year = parameters[yearName[...]], !year.isEmpty {
            guard let number = Int(year), (1000...9999).contains(number) else { throw .invalidParameters }
            selection.year = number
        }
        if let adult = parameters["include_adult"] {
            guard let flag = Bool(String(adult)) else { throw .invalidParameters }
            selection.includeAdult = flag
        }
    }
}
