import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies library path|info|sync`: where your library is, what it holds, and its sync with your
    /// other machines.
    struct LibraryGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "library",
            abstract: "Where your films are kept, and what the library holds.",
            discussion: """
                Your watchlist, diary and ratings are in one SQLite file of their own: \
                $MOVIES_LIBRARY, else $XDG_DATA_HOME/movies/library.sqlite (else \
                ~/.local/share/movies/library.sqlite). Unlike the cache, nothing ever deletes it, \
                moves it aside or writes over it. Back it up with `movies export json`, or copy \
                it while it is in use with: sqlite3 "$(movies library path)" ".backup films.sqlite"
                """,
            subcommands: [LibraryPath.self, LibraryInfo.self, LibrarySync.self],
            defaultSubcommand: LibraryInfo.self)
    }

    /// `movies library path`.
    struct LibraryPath: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "path", abstract: "Print your library's path (it may not exist yet).")

        func run(in context: MoviesContext) async throws {
            context.console.print(YourLibrary.url.path)
        }
    }

    /// `movies library info`.
    struct LibraryInfo: MoviesCommand {
        static let readsYourLibrary = true

        static let configuration = CommandConfiguration(
            commandName: "info",
            abstract: "Say where your library is and how many entries of each source's films it holds.")

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let url = YourLibrary.url
            guard let library = try YourLibrary.openForReading() else {
                console.print("Library: \(url.path) (none yet: movies watchlist add, watched, rate or import make it)")
                return
            }
            let counts: [MovieSource: LibraryCounts]
            do {
                counts = try library.counts()
            } catch {
                throw CommandFailure(error)
            }
            let bytes = CacheFiles(url: url).sizeOnDisk
            var text = "Library: \(url.path) (\(CacheInfoFacts.size(bytes)))\n"
            if counts.isEmpty { text += "  empty\n" }
            for (source, count) in counts.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                text += "  \(source.described.name): \(Self.counted(count))\n"
            }
            console.print(text)
        }

        /// "2 on the watchlist, 1 viewing, 3 ratings (1 imported film not matched yet)": each
        /// count with its noun in the number it takes.
        static func counted(_ count: LibraryCounts) -> String {
            func counted(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            let line =
                "\(count.watchlist) on the watchlist, \(counted(count.viewings, "viewing")), \(counted(count.ratings, "rating"))"
            guard count.unmatched > 0 else { return line }
            return line + " (\(counted(count.unmatched, "imported film")) not matched yet)"
        }
    }
}
