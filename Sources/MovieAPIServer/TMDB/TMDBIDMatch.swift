import Foundation

/// A list of ids a film must match, as `with_genres` and `with_watch_providers` write it:
/// `28,12` for every one of them, `28|12` for any one (a list with a `|` is read as any one,
/// whatever commas it also has).
enum TMDBIDMatch: Hashable, Sendable {
    case all(Set<Int>)
    case any(Set<Int>)

    /// Reads `28,12` or `28|12`; `nil` when an id is not a number (spaces around one are allowed).
    init?(_ text: Substring) {
        let anyOne = text.contains("|")
        let items = text.split(whereSeparator: { $0 == "," || $0 == "|" })
        var ids: Set<Int> = []
        for item in items {
            guard let id = Int(item.trimmingCharacters(in: .whitespaces)) else { return nil }
            ids.insert(id)
        }
        self = anyOne ? .any(ids) : .all(ids)
    }

    /// Whether `ids`, a film's, match: every one of ``all``, or at least one of ``any``; an
    /// empty list matches every film.
    func matches(_ ids: Set<Int>) -> Bool {
        switch self {
        case .all(let wanted): wanted.isSubset(of: ids)
        case .any(let wanted): wanted.isEmpty || !wanted.isDisjoint(with: ids)
        }
    }
}
