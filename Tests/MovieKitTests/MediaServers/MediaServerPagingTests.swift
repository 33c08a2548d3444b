import Foundation
import Synchronization
import Testing

@testable import MovieKit

/// `MediaServerPaging` asks for the next page as soon as a page is known not to be the last, so
/// that the server makes it while this side keeps the page before; never past a last page.
@Suite struct MediaServerPagingTests {
    /// A list of `pages` pages of two items each, counting the pages asked for.
    final class PagedList: Sendable {
        let pages: Int
        private let asked = Mutex<[Int]>([])

        init(pages: Int) {
            self.pages = pages
        }

        /// The starts asked for, in order.
        var starts: [Int] { asked.withLock { $0 } }

        /// The page from `start`, as a server answers it.
        func page(from start: Int) -> (items: [Int], next: Int?) {
            asked.withLock { $0.append(start) }
            let end = min(start + 2, pages * 2)
            return (Array(start..<end), end < pages * 2 ? end : nil)
        }

        /// Whether the page from `start` was asked for, waiting up to `limit` for it.
        func waitsForAsking(_ start: Int, limit: Duration = .seconds(5)) -> Bool {
            let clock = ContinuousClock(), deadline = clock.now + limit
            while !starts.contains(start) {
                guard clock.now < deadline else { return false }
                usleep(1_000)
            }
            return true
        }
    }

    @Test func theNextPageIsAskedForWhileThisPagesItemsAreKept() async throws {
        let list = PagedList(pages: 3)
        var askedWhileKept: [Bool] = []
        let kept = try await MediaServerPaging.readAll(
            server: "test", what: "items", key: String.init, page: { start in list.page(from: start) },
            keep: { items in
                let next = (items.last ?? 0) + 1
                if next < list.pages * 2 { askedWhileKept.append(list.waitsForAsking(next)) }
                return items
            })
        #expect(kept == [0, 1, 2, 3, 4, 5])
        #expect(askedWhileKept == [true, true], "a page was asked for only once the one before was kept")
        #expect(list.starts == [0, 2, 4])
    }

    @Test func noPageIsAskedForPastOneThatIsTheLastNeeded() async throws {
        let list = PagedList(pages: 5)
        let read = try await MediaServerPaging.readAll(
            server: "test", what: "items", key: String.init, isLast: { $0.contains(3) },
            page: { start in list.page(from: start) })
        #expect(read == [0, 1, 2, 3])
        #expect(list.starts == [0, 2])
    }
}
