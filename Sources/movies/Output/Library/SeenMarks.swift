import MovieKit

/// Which films of a list you have seen, as your library says, for tables to mark (``mark``).
/// With no library there is nothing to mark, and nothing is opened; a library that cannot be
/// read marks nothing, with one warning: a list never fails for it.
struct SeenMarks: Sendable {
    let library: FilmLibrary?
    let source: MovieSource?

    /// Marks nothing.
    static let none = SeenMarks(library: nil, source: nil)

    /// The marks of `source`'s films in your library, if you have one.
    static func of(_ source: MovieSource, console: Console) -> SeenMarks {
        of(source, opened: Result { () throws(CommandFailure) in try YourLibrary.openForReading() }, console: console)
    }

    /// The marks of `source`'s films in your library as `opened` (``YourLibrary/openForReading()``).
    static func of(
        _ source: MovieSource, opened: Result<FilmLibrary?, CommandFailure>, console: Console
    ) -> SeenMarks {
        switch opened {
        case .success(let library): return SeenMarks(library: library, source: source)
        case .failure(let error):
            console.warning("\(error.message); films you have seen are not marked")
            return .none
        }
    }

    /// Which of `ids` you have seen.
    func seen(among ids: [Int]) -> Set<Int> {
        guard let library, let source else { return [] }
        return (try? library.seen(among: ids, of: source)) ?? []
    }

    /// What marks a film you have seen, before its title: a check mark where the output is
    /// styled, else `+`.
    static func mark(style: TextStyle) -> String { style.isEnabled ? "✓ " : "+ " }
}
