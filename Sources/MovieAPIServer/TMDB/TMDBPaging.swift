import Foundation
import Hummingbird

/// How TMDB pages every list: 20 results a page, pages 1 to 500 at most (`page`, 1 when absent).
enum TMDBPaging {
    static let pageSize = 20
    /// TMDB serves no page past 500, however many results there are.
    static let pages = 1...500

    /// The page `parameters` ask for, 1 when they name none.
    /// - Throws: ``TMDBFailure/invalidPage`` for a page that is not a number in 1...500.
    static func page(_ parameters: Parameters) throws(TMDBFailure) -> Int {
        guard let page = parameters["page"] else { return 1 }
        guard let number = Int(page), pages.contains(number) else { throw .invalidPage }
        return number
    }

    /// Page `number` of a list of `count` results, `entry(i)` writing the i-th, as TMDB writes
    /// every list: `{"page":N,"results":[…],"total_pages":T,"total_results":R}`, after
    /// `"dates":{"maximum":"yyyy-MM-dd","minimum":"yyyy-MM-dd"}` when `dates` are given (now
    /// playing, upcoming). A page past the last has no results and the same totals; an empty
    /// list has one page.
    static func body(page number: Int, count: Int, dates: ClosedRange<TMDBDay>? = nil, entry: (Int) -> Data) -> Data {
        let totalPages = max(1, (count + pageSize - 1) / pageSize)
        let start = min((number - 1) * pageSize, count)
        var body = Data("{".utf8)
        if let dates {
            body.append(
                contentsOf: Array(
                    #""dates":{"maximum":"\#(dates.upperBound.text)","minimum":"\#(dates.lowerBound.text)"},"#.utf8))
        }
        body.append(contentsOf: Array(#""page":\#(number),"results":["#.utf8))
        for index in start..<min(start + pageSize, count) {
            if index > start { body.append(UInt8(ascii: ",")) }
            body.append(entry(index))
        }
        body.append(contentsOf: Array(#"],"total_pages":\#(totalPages),"total_results":\#(count)}"#.utf8))
        return body
    }
}
