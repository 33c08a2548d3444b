import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies watchlist [list|add|remove]`: the films you want to watch.
    struct WatchlistGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "watchlist",
            abstract: "The films you want to watch: list, add, remove.",
            discussion: """
                Your watchlist, diary and ratings are kept in your library, a database of their own \
                (movies library says where), never in the cache: `movies cache clear` leaves \
                them alone. Logging a viewing or a rating takes a film off the watchlist, \
                whatever the day, and says so.

                Examples:
                  movies watchlist
                  movies watchlist add "Blade Runner" --source tmdb
                  movies watchlist add 100001 --source tmdb --offline
                  movies watchlist remove 100001 --source tmdb
                  movies watchlist --format csv
                  movies watchlist --streaming --source tmdb
                  movies watchlist -i
                """,
            subcommands: [WatchlistList.self, WatchlistAdd.self, WatchlistRemove.self],
            defaultSubcommand: WatchlistList.self)
    }

    /// `movies watchlist list`: the watchlist, the last added first.
    struct WatchlistList: MoviesCommand {
        static let readsYourLibrary = true

        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List your watchlist, the last added first.")

        @OptionGroup var options: LibraryListOptions

        @OptionGroup var streaming: WatchlistStreamingOptions

        @OptionGroup var interactive: InteractiveOption

        func validate() throws {
            if streaming.streaming && interactive.interactive {
                throw ValidationError("--streaming and --interactive cannot be used together")
            }
        }

        func run(in context: MoviesContext) async throws {
            if streaming.streaming { return try await streaming.list(options, in: context) }
            try await options.show(.watchlist, interactive, in: context)
        }
    }

    /// `movies watchlist add ID|TITLE`.
    struct WatchlistAdd: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Put a film on your watchlist: its id, or its title.",
            discussion: """
                A title is found as `movies show` finds it (offline, in the cache; give the id \
                when it is not there); on a terminal, a title close to several films asks which \
                one (--first takes the best); --year narrows a title (dune --year 1984). By id with nothing cached and no network, the film is \
                kept by its id, its title filled in when it is next shown.
                """)

        @OptionGroup var film: FilmArgument

        @OptionGroup var first: FirstFilmOption

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func run(in context: MoviesContext) async throws {
            let wanted = try film.wanted()
            let editing = try LibraryEditing(options: options, first: first, in: context)
            let edited = try await editing.change { editor, service throws(LibraryEditError) in
                try await editor.addToWatchlist(wanted, findingWith: service)
            }
            let change = edited.change
            if let found = change.found { editing.notes.say(found) }
            switch change.outcome {
            case .added: editing.console.print("Added \(LibraryFilmText.named(change.film)) to your watchlist.")
            case .alreadyOn, .removed:
                editing.console.print("\(LibraryFilmText.named(change.film)) is on your watchlist already.")
            }
            AccountToldText.say(edited.told, to: editing.console)
        }
    }

    /// `movies watchlist remove ID|TITLE`.
    struct WatchlistRemove: MoviesCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Take a film off your watchlist: its id, or its title.",
            discussion:
                "A title is looked for on your watchlist; nothing is asked of the network but a linked TMDB account, told at once."
        )

        @OptionGroup var film: FilmArgument

        @OptionGroup var options: LibraryListOptions

        func run(in context: MoviesContext) async throws {
            let console = context.console
            let wanted = try film.wanted()
            let editor = context.linked(try YourLibrary.editor(), offline: options.offline)
            let edited: (change: WatchlistChange, told: AccountTold)
            do {
                edited = try await editor.edit { editor throws(LibraryEditError) in
                    try await SeveralOfYourFilms(console: console, source: options.source).change(wanted) {
                        wanted throws(LibraryEditError) in try editor.removeFromWatchlist(wanted, of: options.source)
                    }
                }
            } catch {
                throw FindingNotes(console: console, source: options.source.described).failure(error, offline: false)
            }
            FindingNotes(console: console, source: options.source.described).sayTypoForgiven(wanted, edited.change.film)
            console.print("Took \(LibraryFilmText.named(edited.change.film)) off your watchlist.")
            AccountToldText.say(edited.told, to: console)
        }
    }
}
