import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies watchlist [list|add|remove]`: the films you want to watch.
    struct WatchlistGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "watchlist",
            abstract: "The films you want to watch: list them, add one, remove one.",
            discussion: """
                Your watchlist, diary and ratings are kept in your library, a database of their own \
                (movies library says where), never in the cache: `movies cache clear` leaves \
                them alone. A film you log as watched after adding it leaves the watchlist.

                Examples:
                  movies watchlist
                  movies watchlist add "Blade Runner" --source tmdb
                  movies watchlist add 100001 --source tmdb --offline
                  movies watchlist remove 100001 --source tmdb
                  movies watchlist --format csv
                """,
            subcommands: [WatchlistList.self, WatchlistAdd.self, WatchlistRemove.self],
            defaultSubcommand: WatchlistList.self)
    }

    /// `movies watchlist list`: the watchlist, the last added first.
    struct WatchlistList: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List your watchlist, the last added first.")

        @OptionGroup var options: LibraryListOptions

        func run() async throws {
            try options.list(
                \.watchlist, read: { library, source throws(LibraryError) in try library.watchlist(of: source) },
                render: { $0.render($1) })
        }
    }

    /// `movies watchlist add ID|TITLE`.
    struct WatchlistAdd: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Put a film on your watchlist: its id, or its title.",
            discussion: """
                A title is found as `movies show` finds it (offline, in the cache; give the id \
                when it is not there). By id with nothing cached and no network, the film is \
                kept by its id, its title filled in when it is next shown.
                """)

        @Argument(help: ArgumentHelp("The film's id, or its title.", valueName: "id-or-title"))
        var film: [String]

        @OptionGroup var options: GlobalOptions

        func validate() throws {
            _ = try FilmArgument(film)
        }

        func run() async throws {
            let console = Console.standard()
            let existing = try YourLibrary.openIfPresent()
            let wanted = try await LibraryFilmResolution.film(
                FilmArgument(film), in: existing, options: options, console: console)
            let library = try existing ?? YourLibrary.open()
            do {
                switch try library.addToWatchlist(wanted, on: YourLibrary.today()) {
                case .added: console.print("Added \(LibraryFilmText.named(wanted)) to your watchlist.")
                case .updated, .unchanged:
                    console.print("\(LibraryFilmText.named(wanted)) is on your watchlist already.")
                }
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    /// `movies watchlist remove ID|TITLE`.
    struct WatchlistRemove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Take a film off your watchlist: its id, or its title.",
            discussion: "A title is looked for on your watchlist; nothing is asked of the network.")

        @Argument(help: ArgumentHelp("The film's id, or its title.", valueName: "id-or-title"))
        var film: [String]

        @OptionGroup var options: LibraryListOptions

        func validate() throws {
            _ = try FilmArgument(film)
        }

        func run() async throws {
            let console = Console.standard()
            guard let library = try YourLibrary.openIfPresent() else {
                throw CommandFailure("your watchlist is empty", status: .notFound)
            }
            do {
                let listed = try library.watchlist(of: options.source)
                guard let entry = try LibraryFilmText.find(FilmArgument(film), in: listed.map(\.film)) else {
                    throw CommandFailure(
                        "\(try FilmArgument(film).wording) is not on your watchlist (movies watchlist lists it)",
                        status: .notFound)
                }
                try library.removeFromWatchlist(entry)
                console.print("Took \(LibraryFilmText.named(entry)) off your watchlist.")
            } catch let error as LibraryError {
                throw CommandFailure(error)
            }
        }
    }
}
