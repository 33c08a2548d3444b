import Synchronization

/// Each selection's positions in order (a list's films, a search's people), worked out the first
/// time it is asked for and kept. Past ``limit`` selections, it forgets them all and works them out
/// again when asked: a search's text is the caller's, so the selections are not bounded otherwise.
final class TMDBSelectionCache<Selection: Hashable & Sendable>: Sendable {
    let limit: Int
    private let selections = Mutex<[Selection: [Int]]>([:])

    init(limit: Int = 4096) {
        self.limit = max(limit, 1)
    }

    /// The positions `selection` picks: those kept, or what `find` says, then kept.
    func positions(of selection: Selection, otherwise find: () -> [Int]) -> [Int] {
        if let known = selections.withLock({ $0[selection] }) { return known }
        let found = find()
        selections.withLock { selections in
            if selections.count >= limit { selections.removeAll() }
            selections[selection] = found
        }
        return found
    }
}
