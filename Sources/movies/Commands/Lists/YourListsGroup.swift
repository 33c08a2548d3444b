import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies list [create|add|remove|show|delete|restore|rename]`: your own lists.
    ///
    /// (`ListCommand` is another thing: what the API's ranked lists, `top-grossing` and
    /// `top-rated`, run; no command is named `list` but this one.)
    struct YourListsGroup: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Your own lists of films: list, make, fill, show them.",
            discussion: """
                A list has a name (unique among your lists, whatever the case), a description, \
                and its films in their order; a ranked list's order is its ranks (--at puts a \
                film at one). Lists are kept in your library, with your watchlist and diary; a \
                film's page (movies show) names the lists it is on. A deleted list can be \
                restored for 30 days.

                Examples:
                  movies list
                  movies list create "Best of 2016" --ranked --description "My top ten"
                  movies list add "Best of 2016" "Northern Signal"
                  movies list add "Best of 2016" 100001 --at 1
                  movies list show "Best of 2016" --format csv
                  movies list export "Best of 2016" --output best-of-2016.csv
                  movies list remove "Best of 2016" 100001
                  movies list rename "Best of 2016" "2016"
                  movies list delete "2016"
                  movies list restore "2016"
                """,
            subcommands: [
                YourListsOverview.self, YourListCreate.self, YourListAdd.self, YourListRemove.self, YourListShow.self,
                YourListDelete.self, YourListRestore.self, YourListRename.self, YourListExport.self,
            ],
            defaultSubcommand: YourListsOverview.self)
    }
}

/// Your lists as the commands open them, every failure one line with its own exit code.
enum YourLists {
    /// The use case over your library; of several films close to a title, `chooser` says which.
    static func open(chooser: any FilmChooser = BestFilmTaken()) throws(CommandFailure) -> FilmLists {
        do {
            return try FilmLists(library: YourLibrary.file, chooser: chooser)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The use case over your library opened for reading only, for a command that only reads
    /// your lists: it reads where the library cannot be written (a full disk, a read-only mount).
    static func openForReading() throws(CommandFailure) -> FilmLists {
        do {
            return try FilmLists(readingFrom: YourLibrary.file)
        } catch {
            throw CommandFailure(error)
        }
    }

    /// What `body` returns; its error as the command's one-line failure.
    static func run<Value>(_ body: () throws(FilmListError) -> Value) throws(CommandFailure) -> Value {
        do {
            return try body()
        } catch {
            throw failure(error)
        }
    }

    /// The command's failure for `error`: 66 for a list or film not there, 64 for a name or a
    /// position that cannot be, 74 for the library, the finding's own for a film not found.
    static func failure(_ error: FilmListError, notes: FindingNotes? = nil, offline: Bool = false) -> CommandFailure {
        if let found = error.found { notes?.say(found) }
        switch error.reason {
        case .library(let failure): return CommandFailure(failure)
        case .finding(let failure):
            return (notes ?? FindingNotes(console: .standard(), source: SourceOption.defaultValue.described))
                .failure(failure, offline: offline, yourLibrary: true)
        case .noSuchList(let name):
            return CommandFailure(
                "you have no list named \(quoted(name)) (movies list lists yours)", status: .notFound)
        case .notOnList(let wanted, let list):
            return CommandFailure("\(wanted.wording) is not on your list \(quoted(list))", status: .notFound)
        case .expired(let name):
            return CommandFailure(
                "your list \(quoted(name)) was deleted more than 30 days ago: it cannot be restored", status: .notFound)
        case .nameTaken(let name):
            return CommandFailure("you have a list named \(quoted(name)) already", status: .usage)
        case .badName(let name):
            return CommandFailure(
                "a list's name needs 1 to \(FilmLists.longestName) characters and no control characters (line breaks, tabs, ESC); got \(quoted(name))",
                status: .usage)
        case .notRanked(let name):
            return CommandFailure(
                "your list \(quoted(name)) is not ranked: --at is for ranked lists (movies list create NAME --ranked)",
                status: .usage)
        case .severalOnList(let search, let films):
            return CommandFailure(
                "\(films.count) films on the list are titled \(quoted(search.text)): give the id of one of "
                    + films.map(LibraryFilmText.named).joined(separator: ", "), status: .usage)
        }
    }

    /// A list's name (or other text) as a line quotes it, made safe to show.
    static func quoted(_ name: String) -> String {
        "\"\(TerminalText.safe(EchoedText.cut(name)))\""
    }
}
