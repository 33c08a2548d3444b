import Foundation

/// Reads every page of a server's list, bounded: at most ``mostPages`` pages, each item once (a
/// page that shifted as a play came in between two requests may repeat one).
///
/// Where a page may be the last one needed (a later import stops at the first page holding a
/// play it knows), the next page is asked for as soon as a page is known not to be the last,
/// never before. Where every page is read (a first import: nothing is known, so no page can be
/// the last one needed before the server's total), the pages to come follow from the first
/// page's total and size and are asked ahead, so that the server makes the next page while this
/// side reads (decodes and keeps) the one before: never more than ``mostInFlight`` requests at
/// once to a person's server, never a page past the total the server gave.
enum MediaServerPaging {
    /// The most pages read of one list: a server that pages on past them is not believed.
    static let mostPages = 500

    /// The most requests for pages in flight at once to one server when every page is read: two,
    /// as polite as a client that reads one page ahead.
    static let mostInFlight = 2

    /// One page of a list as the server answered it.
    struct Page<Item: Sendable>: Sendable {
        /// The page's items that read.
        var items: [Item]
        /// Where the next page starts; `nil` after the last.
        var next: Int?
        /// How many items the server says the list holds, when it says.
        var total: Int?
    }

    /// Every item of the pages `page` gives from start 0 on, until it says there is no next one
    /// or `isLast` says a page's items are the last needed; items with a `key` already read are
    /// left out. With `everyPage` (`isLast` can say yes of no page before the end), pages are
    /// asked ahead, ``mostInFlight`` at most.
    /// - Throws: what `page` throws; `badAnswer` naming `what` for a server that pages on past
    ///   ``mostPages``; `unreachable` when the task is cancelled, the pages in flight cancelled.
    static func readAll<Item: Sendable>(
        server: String, what: String, key: (Item) -> String, isLast: ([Item]) -> Bool = { _ in false },
        everyPage: Bool = false, page: @escaping @Sendable (Int) async throws(MediaServerError) -> Page<Item>
    ) async throws(MediaServerError) -> [Item] {
        try await readAll(server: server, what: what, key: key, isLast: isLast, everyPage: everyPage, page: page) {
            $0
        }
    }

    /// ``readAll(server:what:key:isLast:everyPage:page:)``, each page's new items made into what
    /// is kept of them by `keep`: while the next page comes, once `isLast` has said no of this one.
    ///
    /// The page asked after one is always the `next` it gave: a page asked ahead, at the start
    /// planned from the total and the first page's size, is read only where the page before
    /// gave that start. Where it gave another (the list shifted or ended) the pages asked ahead
    /// are cancelled and reading goes on from the `next` it gave, so that no item is skipped.
    static func readAll<Item: Sendable, Kept>(
        server: String, what: String, key: (Item) -> String, isLast: ([Item]) -> Bool = { _ in false },
        everyPage: Bool = false, page: @escaping @Sendable (Int) async throws(MediaServerError) -> Page<Item>,
        keep: ([Item]) -> [Kept]
    ) async throws(MediaServerError) -> [Kept] {
        var items: [Kept] = []
        var seen = Set<String>()
        var asked = PagesAsked(page: page, most: everyPage ? mostInFlight : 1)
        defer { asked.cancelAll() }
        asked.ask(from: 0)
        var (pages, size) = (0, Int?.none)
        while let (start, coming) = asked.takeFirst() {
            let inFlight = [coming] + asked.tasks
            let read = try await withTaskCancellationHandler {
                await coming.value
            } onCancel: {
                for task in inFlight { task.cancel() }
            }.get()
            // Cancelled (Ctrl-C): no page more is asked, and a list read in part is not returned.
            guard !Task.isCancelled else { throw .unreachable(server: server, reason: "cancelled") }
            pages += 1
            let next = isLast(read.items) ? nil : read.next
            if asked.first()?.start != next { asked.cancelAll() }
            if let next {
                guard pages < mostPages else {
                    throw .badAnswer(server: server, what: "more than \(mostPages) pages of \(what)")
                }
                size = size ?? next - start
                if asked.first() == nil { asked.ask(from: next) }
                asked.askAhead(size: size ?? 0, total: read.total, pagesLeft: mostPages - pages)
            }
            items += keep(read.items.filter { seen.insert(key($0)).inserted })
        }
        return items
    }

    /// The pages asked for and not yet read, in the order they are read; each asked at once, in
    /// a task of its own.
    private struct PagesAsked<Item: Sendable> {
        typealias Asked = Task<Result<Page<Item>, MediaServerError>, Never>

        let page: @Sendable (Int) async throws(MediaServerError) -> Page<Item>
        /// The most pages in flight at once.
        let most: Int
        private var pending: [(start: Int, task: Asked)] = []

        init(page: @escaping @Sendable (Int) async throws(MediaServerError) -> Page<Item>, most: Int) {
            self.page = page
            self.most = most
        }

        /// The tasks in flight.
        var tasks: [Asked] { pending.map(\.task) }

        /// The page read next: its start and the task asking for it.
        func first() -> (start: Int, task: Asked)? {
            pending.first
        }

        /// The page read next, taken off the pages in flight.
        mutating func takeFirst() -> (start: Int, task: Asked)? {
            pending.isEmpty ? nil : pending.removeFirst()
        }

        /// Asks for the page from `start`.
        mutating func ask(from start: Int) {
            let page = page
            let task = Task { () -> Result<Page<Item>, MediaServerError> in
                do throws(MediaServerError) {
                    return .success(try await page(start))
                } catch {
                    return .failure(error)
                }
            }
            pending.append((start, task))
        }

        /// Asks for the pages after the last asked, `size` items apart, while fewer than
        /// ``most`` are in flight: none from `total` on, none without a total, at most `pagesLeft`
        /// in flight.
        mutating func askAhead(size: Int, total: Int?, pagesLeft: Int) {
            guard size > 0, let total else { return }
            while pending.count < min(most, pagesLeft), let last = pending.last?.start, last + size < total {
                ask(from: last + size)
            }
        }

        /// Cancels every page in flight, and forgets them.
        mutating func cancelAll() {
            for asked in pending { asked.task.cancel() }
            pending = []
        }
    }
}
