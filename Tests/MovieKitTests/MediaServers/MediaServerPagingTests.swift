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
        func page(from start: Int) -> MediaServerPaging.Page<Int> {
            asked.withLock { $0.append(start) }
            let end = min(start + 2, pages * 2)
            return .init(items: Array(start..<end), next: end < pages * 2 ? end : nil, total: pages * 2)
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

/// `MediaServerPaging` reading every page (a first import): the pages to come, planned from the
/// first page's total and size, are asked ahead, two at most at once, none past the total; a
/// page that gives another next than planned sends the reading on from there.
@Suite struct MediaServerPagingAheadTests {
    /// A list of `count` items, `size` a page, that says it holds `total`, counting the pages
    /// asked for and the most asked at once; `answer` may change the page from a start.
    final class AheadList: Sendable {
        let count: Int
        let size: Int
        let total: Int
        private let state = Mutex<(starts: [Int], inFlight: Int, most: Int, cancelled: Int)>(([], 0, 0, 0))

        init(count: Int, size: Int = 2, total: Int? = nil) {
            self.count = count
            self.size = size
            self.total = total ?? count
        }

        /// The starts asked for, in order.
        var starts: [Int] { state.withLock { $0.starts } }
        /// The most pages that were asked at once.
        var mostAtOnce: Int { state.withLock { $0.most } }
        /// How many pages asked were cancelled while the server made them.
        var cancelled: Int { state.withLock { $0.cancelled } }

        /// The page from `start`, made in `taking` (a server's time), its items from `items`.
        func page(
            from start: Int, taking time: Duration = .milliseconds(2), items: (Int) -> [Int]? = { _ in nil }
        ) async -> MediaServerPaging.Page<Int> {
            state.withLock { state in
                state.starts.append(start)
                state.inFlight += 1
                state.most = max(state.most, state.inFlight)
            }
            defer { state.withLock { $0.inFlight -= 1 } }
            do {
                try await Task.sleep(for: time)
            } catch {
                state.withLock { $0.cancelled += 1 }
            }
            let page = items(start) ?? Array(min(start, count)..<min(start + size, count))
            let next = start + page.count
            return .init(items: page, next: page.isEmpty || next >= total ? nil : next, total: total)
        }

        /// Whether the page from `start` was asked for, waiting up to `limit` for it.
        func waitsForAsking(_ start: Int, limit: Duration = .seconds(10)) async -> Bool {
            let clock = ContinuousClock(), deadline = clock.now + limit
            while !starts.contains(start) {
                guard clock.now < deadline else { return false }
                try? await Task.sleep(for: .milliseconds(1))
            }
            return true
        }
    }

    @Test func theNextPageIsAskedWhileThisOneIsStillReadEachOnceAndNonePastTheTotal() async throws {
        let list = AheadList(count: 9)
        let askedAhead = Mutex<[Bool]>([])
        let read = try await MediaServerPaging.readAll(
            server: "test", what: "items", key: String.init, everyPage: true
        ) { start in
            // Page 2 is still being read (decoded) when page 4 is asked for.
            if start == 2 { askedAhead.withLock { $0.append(false) } }
            if start == 2, await list.waitsForAsking(4) { askedAhead.withLock { $0 = [true] } }
            return await list.page(from: start)
        }
        #expect(read == Array(0..<9))
        #expect(askedAhead.withLock { $0 } == [true], "page 4 was asked only once page 2 was read")
        #expect(list.starts.sorted() == [0, 2, 4, 6, 8])
    }

    @Test func neverMoreThanTwoPagesAreAskedAtOnce() async throws {
        let list = AheadList(count: 40)
        let read = try await MediaServerPaging.readAll(
            server: "test", what: "items", key: String.init, everyPage: true
        ) { start in await list.page(from: start) }
        #expect(read == Array(0..<40))
        #expect(list.mostAtOnce == 2)
        #expect(list.starts.count == 20)
    }

    @Test func readingOnePageAtATimeNeverAsksAhead() async throws {
        let list = AheadList(count: 10)
        let read = try await MediaServerPaging.readAll(server: "test", what: "items", key: String.init) { start in
            await list.page(from: start)
        }
        #expect(read == Array(0..<10))
        #expect(list.mostAtOnce == 1)
    }

    @Test func aPageThatGivesAnotherNextThanPlannedSendsTheReadingOnFromItSoNoItemIsSkipped() async throws {
        // The list shifted as the page from 2 was made: it gives one item, and the next from 3.
        let list = AheadList(count: 9)
        let read = try await MediaServerPaging.readAll(
            server: "test", what: "items", key: String.init, everyPage: true
        ) { start in
            await list.page(from: start, taking: .milliseconds(start == 2 ? 20 : 2)) { $0 == 2 ? [2] : nil }
        }
        #expect(read == Array(0..<9))
        #expect(list.starts.contains(3), "the reading did not go on from the next the page gave")
    }

    @Test func aListThatGrewPastThePlannedLastPageIsReadToItsEnd() async throws {
        // The page from 6 was planned the last of 8 items; the list grew to 9 as it was made.
        let grown = AheadList(count: 9, total: 9)
        let read = try await MediaServerPaging.readAll(
            server: "test", what: "items", key: String.init, everyPage: true
        ) { start in
            guard start < 6 else { return await grown.page(from: start) }
            return .init(items: [start, start + 1], next: start + 2, total: 8)
        }
        #expect(read == Array(0..<9))
        #expect(grown.starts == [6, 8])
    }

    @Test func aTotalLargerThanTheItemsStopsAtTheFirstEmptyPage() async throws {
        let list = AheadList(count: 5, total: 1_000)
        let read = try await MediaServerPaging.readAll(
            server: "test", what: "items", key: String.init, everyPage: true
        ) { start in await list.page(from: start) }
        #expect(read == Array(0..<5))
        #expect(list.starts.count <= 6, "\(list.starts)")
    }

    @Test func aServerThatPagesOnPastItsTotalIsNotBelievedPastTheMostPages() async throws {
        let list = AheadList(count: .max, size: 1, total: .max)
        await #expect(throws: MediaServerError.badAnswer(server: "test", what: "more than 500 pages of items")) {
            try await MediaServerPaging.readAll(server: "test", what: "items", key: String.init, everyPage: true) {
                start in await list.page(from: start, taking: .zero)
            }
        }
        #expect(list.starts.count <= MediaServerPaging.mostPages)
    }

    @Test func aPageAskedAheadThatFailsFailsTheReading() async throws {
        let list = AheadList(count: 10)
        await #expect(throws: MediaServerError.status(500, server: "test", what: "items")) {
            try await MediaServerPaging.readAll(server: "test", what: "items", key: String.init, everyPage: true) {
                start throws(MediaServerError) in
                if start == 6 { throw .status(500, server: "test", what: "items") }
                return await list.page(from: start)
            }
        }
    }

    @Test func cancellingTheReadingCancelsThePageAskedAheadAtOnce() async throws {
        let list = AheadList(count: 10)
        let aheadCancelled = Mutex(false)
        let reading = Task {
            try await MediaServerPaging.readAll(server: "test", what: "items", key: String.init, everyPage: true) {
                start in
                guard start == 2 else { return await list.page(from: start, taking: start == 0 ? .zero : .seconds(30)) }
                // This page's server does not stop when asked: the page asked ahead is cancelled meanwhile.
                let cancelledMeanwhile = await Task.detached {
                    let deadline = ContinuousClock.now + .seconds(10)
                    while list.cancelled == 0, ContinuousClock.now < deadline {
                        try? await Task.sleep(for: .milliseconds(1))
                    }
                    return list.cancelled == 1
                }.value
                aheadCancelled.withLock { $0 = cancelledMeanwhile }
                return .init(items: [2, 3], next: 4, total: 10)
            }
        }
        #expect(await list.waitsForAsking(4))
        reading.cancel()
        await #expect(throws: MediaServerError.unreachable(server: "test", reason: "cancelled")) {
            try await reading.value
        }
        #expect(aheadCancelled.withLock { $0 }, "the page asked ahead ran on while the one before was awaited")
        #expect(list.starts == [0, 4])
    }
}
