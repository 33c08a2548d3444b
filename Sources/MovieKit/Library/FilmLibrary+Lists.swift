import Foundation
import GRDB

extension FilmLibrary {
    /// Your lists, by name (whatever the case), each with its films; deleted ones are not among them.
    public func lists() throws(LibraryError) -> [FilmList] {
        try read { db in try ListRecord.lists(in: db) }
    }

    /// Your list named `name` (whatever the case or Unicode form), with its films; `nil` when there is none.
    public func list(named name: String) throws(LibraryError) -> FilmList? {
        try read { db in try ListRecord.list(named: name, in: db) }
    }

    /// Your deleted lists, the last deleted first: those deleted within ``FilmList/restorableFor``
    /// can be restored.
    public func deletedLists() throws(LibraryError) -> [FilmList] {
        try read { db in try ListRecord.deleted(in: db) }
    }

    /// Makes a list named `name`: ``FilmListChange/done``, or
    /// ``FilmListChange/nameTaken(_:)`` when one of your lists has the name already.
    @discardableResult
    public func createList(
        named name: String, description: String? = nil, ranked: Bool = false
    ) throws(LibraryError) -> FilmListChange {
        let stamp = self.stamp
        return try write { db in
            if let taken = try ListRecord.row(named: name, in: db) {
                return try .nameTaken(ListRecord.name(of: taken, in: db) ?? name)
            }
            _ = try ListRecord.create(name: name, description: description, ranked: ranked, stamp: stamp, in: db)
            return .done
        }
    }

    /// Puts `film` on the list named `name`, at `position` (1 for the first; at the end when
    /// `nil`); a film on it already moves to `position` when one is given.
    @discardableResult
    public func addToList(
        named name: String, _ film: LibraryFilm, at position: Int? = nil
    ) throws(LibraryError) -> FilmListChange {
        let stamp = self.stamp
        return try write { db in
            guard let list = try ListRecord.row(named: name, in: db) else { return .noSuchList }
            let row = try FilmRecord.remember(film, in: db)
            let change = try ListEntryRecord.add(row, toList: list, at: position, stamp: stamp, in: db)
            if case .alreadyOn = change { return change }
            try ListRecord.touch(list, stamp: stamp, in: db)
            return change
        }
    }

    /// Takes `film` off the list named `name`: ``FilmListChange/done``,
    /// ``FilmListChange/notOnList`` or ``FilmListChange/noSuchList``.
    @discardableResult
    public func removeFromList(named name: String, _ film: LibraryFilm) throws(LibraryError) -> FilmListChange {
        let stamp = self.stamp
        return try write { db in
            guard let list = try ListRecord.row(named: name, in: db) else { return .noSuchList }
            guard let row = try FilmRecord.rowID(of: film, in: db),
                try ListEntryRecord.remove(row, fromList: list, in: db)
            else { return .notOnList }
            try ListRecord.touch(list, stamp: stamp, in: db)
            return .done
        }
    }

    /// Deletes the list named `name`, keeping it as its tombstone, restorable for
    /// ``FilmList/restorableFor`` (lists deleted longer ago than that go for good now).
    @discardableResult
    public func deleteList(named name: String) throws(LibraryError) -> FilmListChange {
        let stamp = self.stamp
        return try write { db in try ListRecord.delete(named: name, stamp: stamp, in: db) ? .done : .noSuchList }
    }

    /// Brings back the list named `name` deleted last, its films with it: ``FilmListChange/done``,
    /// ``FilmListChange/noSuchList``, ``FilmListChange/expired`` or ``FilmListChange/nameTaken(_:)``.
    @discardableResult
    public func restoreList(named name: String) throws(LibraryError) -> FilmListChange {
        let stamp = self.stamp
        return try write { db in try ListRecord.restore(named: name, stamp: stamp, in: db) }
    }

    /// Renames the list named `name` `newName`.
    @discardableResult
    public func renameList(_ name: String, to newName: String) throws(LibraryError) -> FilmListChange {
        let stamp = self.stamp
        return try write { db in try ListRecord.rename(name, to: newName, stamp: stamp, in: db) }
    }

    /// The names of your lists that hold film `id` of `source`, by name.
    public func lists(holding id: Int, of source: MovieSource) throws(LibraryError) -> [String] {
        try read { db in
            guard let row = try FilmRecord.rowID(of: LibraryFilm(source: source, id: id, title: nil), in: db) else {
                return []
            }
            return try ListRecord.names(holding: row, in: db)
        }
    }
}
