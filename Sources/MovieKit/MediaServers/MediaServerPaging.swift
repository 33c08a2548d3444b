import Foundation

/// Reads every page of a server's list, bounded: at most ``mostPages`` pages, each item once (a
/// page that shifted as a play came in between two requests may repeat one).
enum MediaServerPaging {
    /// The most pages read of one list: a server that pages on past them is not believed.
    static let mostPages = 500

    /// Every item of the pages `page` gives from start 0 on, until it says there is no next one
    /// or `isLast` says a page's items are the last needed; items with a `key` already read are
    /// left out.
    /// - Throws: what `page` throws; `badAnswer` naming `what` for a server that pages on past
    ///   ``mostPages``.
    static func readAll<Item>(
        server: String, what: String, key: (Item) -> String, isLast: ([Item]) -> Bool = { _ in false },
        page: (Int) async throws(MediaServerError) -> (items: [Item], next: Int?)
    ) async throws(MediaServerError) -> [Item] {
        var items: [Item] = []
        var seen = Set<String>()
        var start: Int? = 0
        var pages = 0
        while let from = start {
            guard pages < mostPages else {
                throw .badAnswer(server: server, what: "more than \(mostPages) pages of \(what)")
            }
            let read = try await page(from)
            items += read.items.filter { seen.insert(key($0)).inserted }
            start = isLast(read.items) ? nil : read.next
            pages += 1
        }
        return items
    }
}
