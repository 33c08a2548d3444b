/// One genre under the name each source gives it in English, where the sources' names differ:
/// a person may give any source's name for it (`--genre "science fiction" --source imdb` is
/// IMDb's Sci-Fi, `--genre sci-fi --source tmdb` TMDB's Science Fiction). A genre every source
/// that has it names alike needs no row; the table is the one place that says which differ.
public struct GenreNames: Sendable {
    /// Its name in each source that has it.
    public let names: [MovieSource: String]

    init(_ names: [MovieSource: String]) {
        self.names = names
    }

    /// Every genre the sources name differently.
    public static let table = [
        GenreNames([.tmdb: "Science Fiction", .imdb: "Sci-Fi"])
    ]
}

extension MovieSourceDescription {
    /// The source's own names for the genre another source calls `name` (any case and
    /// accents): `Sci-Fi` for IMDb's given "science fiction"; none when no row names it so.
    public func genreNames(for name: String) -> [String] {
        let wanted = TitleMatch.folded(name)
        return GenreNames.table.compactMap { row in
            guard let own = row.names[source], row.names.values.contains(where: { TitleMatch.folded($0) == wanted })
            else { return nil }
            return own
        }
    }

    /// The other sources' names for the genres the source names differently, each with the
    /// source's own: what a mistyped genre is compared with beside the source's names.
    public var otherGenreNames: [(other: String, own: String)] {
        GenreNames.table.flatMap { row -> [(other: String, own: String)] in
            guard let own = row.names[source] else { return [] }
            return row.names.values.filter { $0 != own }.sorted().map { (other: $0, own: own) }
        }
    }
}
