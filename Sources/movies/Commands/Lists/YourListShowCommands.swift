import ArgumentParser
import Foundation
import MovieKit

/// `movies list` (`movies list list`): your lists, by name.
struct YourListsOverview: MoviesCommand {
    static let readsYourLibrary = true

    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List your lists, by name, with how many films each holds.")

    @Option(help: "How to print the lists.") var format: OutputFormat = GlobalOptions.defaultFormat

    func run(in context: MoviesContext) async throws {
        let lists = try YourLists.openForReading()
        let all = try YourLists.run { () throws(FilmListError) in try lists.lists() }
        let console = context.console
        console.print(FilmListRenderer(format: format, style: console.outputStyle).render(all))
    }
}

/// `movies list show NAME`: one list's films, in their order.
struct YourListShow: MoviesCommand {
    static let readsYourLibrary = true

    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one of your lists: its films, in their order.",
        discussion: """
            JSON is the list as movies export json writes it; CSV is one row a film. With -i, the \
            list full-screen: its films of --source (the others counted), each film's page beside \
            it, fetched when not cached (never with --offline).

            Examples:
              movies list show "Best of 2016"
              movies list show "Best of 2016" -i --source tmdb
            """)

    @Argument(help: "The list's name.", completion: CompletionCandidates.listNames) var name: String

    @Option(help: "How to print the list.") var format: OutputFormat = GlobalOptions.defaultFormat

    @OptionGroup var interactive: InteractiveOption

    @OptionGroup var sourceOption: SourceOption

    @Flag(help: "With -i: show the films' pages from the cache alone, never the network.")
    var offline = false

    func validate() throws {
        guard !interactive.interactive else { return }
        if sourceOption.given != nil { throw ValidationError("--source is for -i (the list prints every film of it)") }
        if offline { throw ValidationError("--offline is for -i (the list is always read offline)") }
    }

    func run(in context: MoviesContext) async throws {
        if interactive.interactive {
            return try await interactive.browse(
                yours: { () throws(CommandFailure) in
                    let lists = try YourLists.openForReading()
                    let list = try YourLists.run { () throws(FilmListError) in try lists.list(named: name) }
                    return list.entries.map(\.film)
                }, heading: "list \(TerminalText.safe(name))", source: sourceOption.value, offline: offline,
                context: context)
        }
        let lists = try YourLists.openForReading()
        let list = try YourLists.run { () throws(FilmListError) in try lists.list(named: name) }
        let console = context.console
        console.print(FilmListRenderer(format: format, style: console.outputStyle).render(list))
    }
}

/// `movies list delete NAME`: asks first on a terminal; restorable for 30 days.
struct YourListDelete: MoviesCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete", abstract: "Delete one of your lists (restorable for 30 days).",
        discussion: "On a terminal it asks first, unless --yes; movies list restore NAME brings it back.")

    @Argument(help: "The list's name.", completion: CompletionCandidates.listNames) var name: String

    @Flag(help: "Delete without asking.") var yes = false

    func run(in context: MoviesContext) async throws {
        let lists = try YourLists.open()
        let console = context.console
        let list = try YourLists.run { () throws(FilmListError) in try lists.list(named: name) }
        if !yes, isatty(STDIN_FILENO) == 1 {
            let films = list.entries.count == 1 ? "1 film" : "\(list.entries.count) films"
            console.prompt("Delete your list \(YourLists.quoted(list.name)) of \(films)? [y/N] ")
            guard readLine().map({ ["y", "yes"].contains($0.lowercased()) }) ?? false else {
                console.note("kept your list \(YourLists.quoted(list.name))")
                return
            }
        }
        let deleted = try YourLists.run { () throws(FilmListError) in try lists.delete(named: list.name) }
        console.print(
            "Deleted your list \(YourLists.quoted(deleted.name)); movies list restore \(Self.argument(deleted.name)) "
                + "brings it back for 30 days.")
    }

    /// `name` as a shell argument, quoted when it has to be.
    static func argument(_ name: String) -> String {
        let safe = TerminalText.safe(name)
        return safe.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) }
            ? safe : "'" + safe.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// `movies list restore NAME`: a list deleted in the last 30 days, back with its films.
struct YourListRestore: MoviesCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore", abstract: "Bring back a list deleted in the last 30 days, with its films.")

    @Argument(help: "The deleted list's name.") var name: String

    func run(in context: MoviesContext) async throws {
        let lists = try YourLists.open()
        let list = try YourLists.run { () throws(FilmListError) in try lists.restore(named: name) }
        let films = list.entries.count == 1 ? "1 film" : "\(list.entries.count) films"
        context.console.print("Restored your list \(YourLists.quoted(list.name)) of \(films).")
    }
}

/// `movies list export NAME [--output FILE]`: a list in Letterboxd's list import format.
struct YourListExport: MoviesCommand {
    static let readsYourLibrary = true

    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write one of your lists as a CSV file Letterboxd's list import reads.",
        discussion: """
            Letterboxd: New list, then Import (letterboxd.com/list/new). A ranked list's films are \
            numbered (Position); films are named by TMDB's and IMDb's ids, and title and year. \
            movies export json writes every list, with the rest of your library.
            """)

    @Argument(help: "The list's name.", completion: CompletionCandidates.listNames) var name: String

    @Option(
        name: [.short, .long], help: ArgumentHelp("Write to this file (- for standard output).", valueName: "file"))
    var output = "-"

    func run(in context: MoviesContext) async throws {
        let lists = try YourLists.openForReading()
        let list = try YourLists.run { () throws(FilmListError) in try lists.list(named: name) }
        try OutputFile(path: output).write(Data(LetterboxdListCSV().render(list).utf8))
        if output != "-" {
            context.console.note("wrote \(output) (\(list.entries.count) films)")
        }
    }
}
