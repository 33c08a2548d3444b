import Foundation

/// Your own lists as a person changes them: made, filled (a film found as ``LibraryEditor``
/// finds one: ``FilmFinder``, your library's films first), reordered, renamed, deleted and
/// restored. Each change is one transaction of your library; it prints nothing.
///
/// A list is named by its name, whatever the case or Unicode form; a deleted list is kept as its
/// tombstone and can be restored for ``FilmList/restorableFor``.
public struct FilmLists: Sendable {
    /// Your library.
    public let library: any LibraryAccess
    /// Who says which film was meant when a title is close to several.
    public let chooser: any FilmChooser
    /// The library as opened, if there is one (it is created at the first list made).
    private let existing: FilmLibrary?

    /// The longest name a list may have, in characters.
    public static let longestName = 200

    /// Opens `library`, if there is one.
    /// - Throws: ``LibraryError`` for a library that cannot be opened.
    public init(library: any LibraryAccess, chooser: any FilmChooser = BestFilmTaken()) throws(LibraryError) {
        self.library = library
        self.chooser = chooser
        existing = try library.openIfPresent()
    }

    /// Opens `library`, if there is one, for reading only: your lists read on a full disk or a
    /// read-only mount, as the rest of your library does. A change through it is refused.
    /// - Throws: ``LibraryError`` for a library that cannot be opened.
    public init(readingFrom library: any LibraryAccess) throws(LibraryError) {
        self.library = library
        chooser = BestFilmTaken()
        existing = try library.openForReading()
    }

    /// `text` as a list's name: trimmed, in Unicode's composed form (NFC), so that names that
    /// look alike are one name.
    /// - Throws: ``FilmListReason/badName(_:)`` for nothing, a name too long, or one holding a
    ///   control character (a line break, a tab, ESC), which no list could be found by again.
    public static func name(_ text: String) throws(FilmListError) -> String {
        let name = sought(text.trimmingCharacters(in: .whitespaces))
        guard !name.isEmpty, name.count <= longestName,
            !name.unicodeScalars.contains(where: \.isControlCharacter)
        else { throw FilmListError(.badName(text)) }
        return name
    }

    /// `text` as the name of a list a file gives (an export, a backup): its control characters
    /// made spaces, then as ``name(_:)`` takes it.
    /// - Throws: ``FilmListReason/badName(_:)`` for nothing, or a name too long.
    public static func name(imported text: String) throws(FilmListError) -> String {
        try name(
            String(
                String.UnicodeScalarView(
                    text.unicodeScalars.map { $0.isControlCharacter ? " " : $0 })))
    }

    /// `name` as a list is looked for by it: in Unicode's composed form (NFC), as names are kept.
    static func sought(_ name: String) -> String {
        name.precomposedStringWithCanonicalMapping
    }

    /// Your lists, by name.
    public func lists() throws(FilmListError) -> [FilmList] {
        try reading { library throws(LibraryError) in try library.lists() } ?? []
    }

    /// Your list named `name`, with its films.
    /// - Throws: ``FilmListReason/noSuchList(_:)``.
    public func list(named name: String) throws(FilmListError) -> FilmList {
        let sought = Self.sought(name)
        guard let list = try reading({ library throws(LibraryError) in try library.list(named: sought) }) ?? nil
        else {
            throw FilmListError(.noSuchList(name))
        }
        return list
    }

    /// Makes a list named `name` (``name(_:)``), the library with it when there is none yet.
    /// - Throws: ``FilmListReason/nameTaken(_:)``, ``FilmListReason/badName(_:)``.
    public func create(
        named name: String, description: String? = nil, ranked: Bool = false
    ) throws(FilmListError) -> FilmList {
        let name = try Self.name(name)
        let description = description.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        let (change, made) = try writing { library throws(LibraryError) in
            let change = try library.createList(
                named: name, description: description?.isEmpty == false ? description : nil, ranked: ranked)
            return (change, try library.list(named: name))
        }
        try Self.check(change, list: name)
        guard let made else { throw FilmListError(.noSuchList(name)) }
        return made
    }

    /// Puts the film `wanted` names, found through `service`, on the list named `name`, at
    /// `position` (a ranked list's alone; at the end when `nil`). The list is looked for before
    /// the film, so that nothing is asked of the network for a list that is not there.
    /// - Throws: ``FilmListError``.
    public func add(
        _ wanted: WantedFilm, toList name: String, at position: Int? = nil, findingWith service: CachingMovieService
    ) async throws(FilmListError) -> (found: FoundFilm, change: FilmListChange) {
        let list = try self.list(named: name)
        if position != nil, !list.ranked { throw FilmListError(.notRanked(list.name)) }
        let found: FoundFilm
        do {
            found = try await FilmFinder(service: service, library: existing, chooser: chooser)
                .findForYourLibrary(wanted)
        } catch {
            throw FilmListError(.finding(error))
        }
        let change: FilmListChange
        do {
            change = try writing { library throws(LibraryError) in
                try library.addToList(named: list.name, found.film, at: position)
            }
            try Self.check(change, list: list.name)
        } catch {
            throw FilmListError(error.reason, found: found)
        }
        return (found, change)
    }

    /// Takes the film `wanted` names off the list named `name`, looking for it on the list alone
    /// (by id, IMDb id, or title and year). The film as the list had it.
    /// - Throws: ``FilmListError``.
    public func remove(_ wanted: WantedFilm, fromList name: String) throws(FilmListError) -> LibraryFilm {
        let list = try self.list(named: name)
        let film: LibraryFilm?
        do {
            film = try LibraryEditor.film(wanted, among: list.entries.map(\.film))
        } catch {
            guard case .severalOnWatchlist(let search, let films) = error.reason else {
                throw FilmListError(.notOnList(wanted, list: list.name))
            }
            throw FilmListError(.severalOnList(search, films))
        }
        guard let film else { throw FilmListError(.notOnList(wanted, list: list.name)) }
        let change = try writing { library throws(LibraryError) in try library.removeFromList(named: list.name, film) }
        if change == .notOnList { throw FilmListError(.notOnList(wanted, list: list.name)) }
        try Self.check(change, list: list.name)
        return film
    }

    /// Deletes the list named `name`, restorable for ``FilmList/restorableFor``; the list as it was.
    /// - Throws: ``FilmListReason/noSuchList(_:)``.
    public func delete(named name: String) throws(FilmListError) -> FilmList {
        let list = try self.list(named: name)
        let change = try writing { library throws(LibraryError) in try library.deleteList(named: list.name) }
        try Self.check(change, list: name)
        return list
    }

    /// Brings back the list named `name` deleted last, with its films.
    /// - Throws: ``FilmListReason/noSuchList(_:)`` (none deleted so named),
    ///   ``FilmListReason/expired(_:)``, ``FilmListReason/nameTaken(_:)``.
    public func restore(named name: String) throws(FilmListError) -> FilmList {
        guard existing != nil else { throw FilmListError(.noSuchList(name)) }
        let change = try writing { library throws(LibraryError) in
            try library.restoreList(named: Self.sought(name))
        }
        try Self.check(change, list: name)
        return try list(named: name)
    }

    /// Renames the list named `name` `newName` (``name(_:)``); the list renamed.
    /// - Throws: ``FilmListError``.
    public func rename(_ name: String, to newName: String) throws(FilmListError) -> FilmList {
        let newName = try Self.name(newName)
        let list = try self.list(named: name)
        let change = try writing { library throws(LibraryError) in try library.renameList(list.name, to: newName) }
        try Self.check(change, list: name)
        return try self.list(named: newName)
    }

    /// `change` when it is no failure.
    private static func check(_ change: FilmListChange, list name: String) throws(FilmListError) {
        switch change {
        case .noSuchList: throw FilmListError(.noSuchList(name))
        case .nameTaken(let taken): throw FilmListError(.nameTaken(taken))
        case .expired: throw FilmListError(.expired(name))
        case .done, .notOnList, .added, .alreadyOn, .moved: return
        }
    }

    /// What `body` reads of the library; `nil` when there is none.
    private func reading<Value>(_ body: (FilmLibrary) throws(LibraryError) -> Value) throws(FilmListError) -> Value? {
        guard let existing else { return nil }
        do {
            return try body(existing)
        } catch {
            throw FilmListError(.library(error))
        }
    }

    /// What `body` writes to the library, created now if there was none.
    private func writing<Value>(_ body: (FilmLibrary) throws(LibraryError) -> Value) throws(FilmListError) -> Value {
        do {
            let opened: FilmLibrary
            if let existing { opened = existing } else { opened = try library.open() }
            return try body(opened)
        } catch {
            throw FilmListError(.library(error))
        }
    }
}
