import Foundation

/// Reads every page of a server's list, bounded: at most ``mostPages`` pages, each item once (a
/// page that shifted as a play came in between two requests may repeat one). The next page is
/// asked for as soon as a page is known not to be the last, so that the server makes it while
/// this side keeps the page it has; never before.
enum MediaServerPaging {
    /// The most pages read of one list: a server that pages on past them is not believed.
    static let mostPages = 500

    /// Every item of the pages `page` gives from start 0 on, until it says there is no next one
    /// or `isLast` says a page's items are the last needed; items with a `key` already read are
    /// left out.
    /// - Throws: what `page` throws; `badAnswer` naming `what` for a server that pages on past
    ///   ``mostPages``.
    static func readAll<Item: Sendable>(
        server: String, what: String, key: (Item) -> String, isLast: ([Item]) -> Bool = { _ in false },
        page: @escaping @Sendable (Int) async throws(MediaServerError) -> (items: [Item], next: Int?)
    ) async throws(MediaServerError) -> [Item] {
        try await readAll(server: server, what: what, key: key, isLast: isLast, page: page) { $0 }
    }

    /// ``readAll(server:what:key:isLast:page:)``, each page's new items made into what is kept of
    /// them by `keep`: while the next page comes, once `isLast` has said no of this one.
    static func readAll<Item: Sendable, Kept>(
        server: String, what: String, key: (Item) -> String, isLast: ([Item]) -> Bool = { _ in false },
        page: @escaping @Sendable (Int) async throws(MediaServerError) -> (items: [Item], next: Int?),
        keep: ([Item]) -> [Kept]
    ) async throws(MediaServerError) -> [Kept] {
        var items: [Kept] = []
        var seen = Set<String>()
        var coming: Task<Result<(items: [Item], next: Int?), MediaServerError>, Never>? = asking(page, from: 0)
        var pages = 0
        while let asked = coming {
            let read = try await withTaskCancellationHandler {
                await asked.value
            } onCancel: {
                asked.cancel()
            }.get()
            pages += 1
            coming = nil
            if !isLast(read.items), let next = read.next {
                guard pages < mostPages else {
                    throw .badAnswer(server: server, what: "more than \(mostPages) pages of \(what)")
                }
                coming = asking(page, from: next)
            }
            items += keep(read.items.filter { seen.insert(key($0)).inserted })
        }
        return items
    }

    /// Asks for the page from `start`, at once, in a task of its own.
    private static func asking<Item: Sendable>(
        _ page: @escaping @Sendable (Int) async throws(MediaServerError) -> (items: [Item], next: Int?),
        from start: Int
    ) -> Task<Result<(items: [Item], next: Int?), MediaServerError>, Never> {
        Task {
            do throws(MediaServerError) {
                return .success(try await page(start))
            } catch {
                return .failure(error)
            }
        }
    }
}
