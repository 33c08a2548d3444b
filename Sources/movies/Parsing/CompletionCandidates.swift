import ArgumentParser
import MovieKit

/// What the shells' completion offers beyond ArgumentParser's own words: your lists' names and
/// the source's genres. The shell asks `movies` itself (`movies ---completion list show --
/// positional@0 …`), at every Tab, so each only reads: the library when there is one, and the
/// cache offline (the genres `movies genres` fetched for the source the line names); never the
/// network, never a write, and nothing when either cannot be read.
enum CompletionCandidates {
    /// The names of your lists, for an argument that names one.
    static let listNames = CompletionKind.custom { _, _, typed in
        let library = (try? YourLibrary.openForReading()) ?? nil
        let names = ((try? library?.lists()) ?? []).map(\.name)
        return names.filter { $0.lowercased().hasPrefix(typed.lowercased()) }
    }

    /// The genres of the source the line names (`--source`, else the default), as the cache
    /// holds them; after a comma, the names already typed with each.
    static let genres = CompletionKind.custom { words, _, typed in
        let (before, last) =
            typed.lastIndex(of: ",").map { (String(typed[...$0]), String(typed[typed.index(after: $0)...])) }
            ?? ("", typed)
        return cachedGenres(asked: words).filter { $0.lowercased().hasPrefix(last.lowercased()) }.map { before + $0 }
    }

    /// The genres the cache holds for the source `words` name, read offline; none when it
    /// cannot say.
    private static func cachedGenres(asked words: [String]) -> [String] {
        let context = MoviesContext.forCompletion(of: sourceWords(in: words))
        return (try? context?.services())?.cachedGenreNames() ?? []
    }

    /// The words of `words` that choose the source and where it is asked: `--source`,
    /// `--api-url`, `--language` and `--cache`, with their values.
    static func sourceWords(in words: [String]) -> [String] {
        let names = ["--source", "--api-url", "--language", "--cache"]
        var picked: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            if names.contains(where: { word.hasPrefix($0 + "=") }) {
                picked.append(word)
            } else if names.contains(word), index + 1 < words.endIndex {
                picked += [word, words[index + 1]]
                index += 1
            }
            index += 1
        }
        return picked
    }
}
