import ArgumentParser
import Foundation
import MovieKit

/// `movies list create NAME [--ranked] [--description TEXT]`.
struct YourListCreate: MoviesCommand {
    static let configuration = CommandConfiguration(
        commandName: "create", abstract: "Make a list of your own.",
        discussion: "A ranked list numbers its films (--at in movies list add puts a film at a rank).")

    @Argument(help: "The list's name.") var name: String

    @Flag(help: "Number its films: their order is their rank.") var ranked = false

    @Option(help: "What the list is.") var description: String?

    func run(in context: MoviesContext) async throws {
        let lists = try YourLists.open()
        let list = try YourLists.run { () throws(FilmListError) in
            try lists.create(named: name, description: description, ranked: ranked)
        }
        context.console.print("Made your \(list.ranked ? "ranked " : "")list \(YourLists.quoted(list.name)).")
    }
}

/// `movies list rename NAME NEW-NAME`.
struct YourListRename: MoviesCommand {
    static let configuration = CommandConfiguration(commandName: "rename", abstract: "Rename one of your lists.")

    @Argument(help: "The list's name.", completion: CompletionCandidates.listNames) var name: String

    @Argument(help: "Its new name.") var newName: String

    func run(in context: MoviesContext) async throws {
        let lists = try YourLists.open()
        let list = try YourLists.run { () throws(FilmListError) in try lists.rename(name, to: newName) }
        context.console.print("Renamed your list \(YourLists.quoted(name)) \(YourLists.quoted(list.name)).")
    }
}

/// `movies list add NAME ID|TITLE [--at N]`.
struct YourListAdd: MoviesCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Put a film on one of your lists: its id, or its title.",
        discussion: """
            The film is found as movies watchlist add finds it (your library's films first, then \
            the cache, then the network; on a terminal, a title close to several films asks which \
            one, --first takes the best; --year narrows a title). On a ranked list, --at N puts it at rank N (a film on \
            the list already moves there); else it goes at the end.
            """)

    @Argument(help: "The list's name.", completion: CompletionCandidates.listNames) var name: String

    @OptionGroup var film: FilmArgument

    @Option(help: "The rank to put the film at, on a ranked list (1 for the first).") var at: Int?

    @OptionGroup var first: FirstFilmOption

    @OptionGroup var options: GlobalOptions

    var globalOptions: GlobalOptions? { options }

    func validate() throws {
        if let at, at < 1 { throw ValidationError("--at takes a rank of 1 or more; got \(at)") }
    }

    func run(in context: MoviesContext) async throws {
        let wanted = try film.wanted()
        let console = context.console
        let source = options.source.described
        let notes = FindingNotes(console: console, source: source)
        let service = try context.services()
        let lists = try YourLists.open(
            chooser: TerminalFilmChooser.asking(
                context: context, options: options, service: service, first: first.first))
        let added: (found: FoundFilm, change: FilmListChange)
        do {
            added = try await lists.add(wanted, toList: name, at: at, findingWith: service)
        } catch {
            throw YourLists.failure(error, notes: notes, offline: options.offline)
        }
        notes.say(added.found)
        let film = LibraryFilmText.named(added.found.film)
        let list = YourLists.quoted(name)
        switch added.change {
        case .added(let position): console.print("Added \(film) to your list \(list), at \(position).")
        case .alreadyOn(let position): console.print("\(film) is on your list \(list) already, at \(position).")
        case .moved(let from, let to): console.print("Moved \(film) on your list \(list) from \(from) to \(to).")
        default: console.print("Added \(film) to your list \(list).")
        }
    }
}

/// `movies list remove NAME ID|TITLE`.
struct YourListRemove: MoviesCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Take a film off one of your lists: its id, or its title.",
        discussion: "A title is looked for on the list; nothing is asked of the network.")

    @Argument(help: "The list's name.", completion: CompletionCandidates.listNames) var name: String

    @OptionGroup var film: FilmArgument

    func run(in context: MoviesContext) async throws {
        let wanted = try film.wanted()
        let lists = try YourLists.open()
        let film = try YourLists.run { () throws(FilmListError) in try lists.remove(wanted, fromList: name) }
        FindingNotes(console: context.console, source: film.source.described).sayTypoForgiven(wanted, film)
        context.console.print("Took \(LibraryFilmText.named(film)) off your list \(YourLists.quoted(name)).")
    }
}
