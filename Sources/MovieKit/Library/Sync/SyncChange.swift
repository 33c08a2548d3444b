import Foundation

/// One change of one entry, as a line of a change file carries it: the entry (its kind, its film,
/// a viewing's id, a list's id), the fields it set (``SyncEntryKind``; `present` false for a removal), when
/// (``HybridLogicalTime``) and on which machine.
///
/// A line is one JSON object: `{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating",
/// "fields":{"present":true,"rating":8,"ratedOn":"2026-12-05"},"film":{…},"machine":"…"}`.
struct SyncChange: Sendable, Hashable {
    var kind: SyncEntryKind
    /// The film; `nil` for a list.
    var film: LibraryFilm?
    /// The viewing's id, for a viewing; `nil` for the other kinds, one per film.
    var viewing: UUID?
    /// The list's id, for a list and a film on it.
    var list: UUID?
    var fields: [String: SyncValue]
    var time: HybridLogicalTime

    /// The entry's key among those of its kind: a viewing's id, a list's, a list's and its film's
    /// (`LIST|FILM`), else its film's.
    var key: String {
        let filmKey = film.map(Self.key) ?? ""
        switch kind {
        case .viewing: return viewing.map { $0.uuidString.lowercased() } ?? filmKey
        case .list: return list.map { $0.uuidString.lowercased() } ?? ""
        case .listEntry: return (list.map { $0.uuidString.lowercased() } ?? "") + "|" + filmKey
        case .watchlist, .rating: return filmKey
        }
    }

    /// The key of an entry of `film`: its source and id, or, for a film no source matched, its
    /// source, title, year and IMDb id.
    static func key(of film: LibraryFilm) -> String {
        if let id = film.id { return "\(film.source.rawValue):\(id)" }
        return "\(film.source.rawValue):?\(film.imdbID ?? "")|\(film.year.map(String.init) ?? "")|\(film.title ?? "")"
    }

    /// Whether it removes the entry.
    var isRemoval: Bool { fields[SyncEntryKind.present] == .flag(false) }

    /// What a line holds, as JSON names it.
    struct Line: Codable, Equatable {
        var entry: SyncEntryKind
        var film: LibraryFilm?
        var viewing: UUID?
        var list: UUID?
        var fields: [String: SyncValue]
        var clock: String
        var machine: String
    }

    /// The change as a line of its machine's file, its end included.
    var line: [UInt8] {
        let line = Line(
            entry: kind, film: film, viewing: viewing, list: list, fields: fields, clock: time.description,
            machine: time.machine.text)
        return SyncJSON.bytes(line) + [0x0A]
    }

    /// The change a line holds, as the commands would take its values (days, ids, ratings,
    /// tags), judged by `today`.
    /// - Throws: ``SyncLineRefusal`` saying what is wrong with it.
    init(line bytes: ArraySlice<UInt8>, today: Date) throws(SyncLineRefusal) {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw SyncLineRefusal("it is not UTF-8 text") }
        guard let line = SyncLineScanner.line(bytes) ?? (try? SyncJSON.value(Line.self, from: bytes)) else {
            throw SyncLineRefusal(
                "it does not read as a change (a JSON object with entry, film, fields, clock, machine)")
        }
        guard let machine = MachineID(line.machine) else {
            throw SyncLineRefusal("its machine \"\(line.machine.prefix(80))\" is no machine id")
        }
        guard let time = HybridLogicalTime(line.clock, machine: machine) else {
            throw SyncLineRefusal("its clock \"\(line.clock.prefix(80))\" is not yyyy-MM-ddTHH:mm:ss.SSSZ/COUNTER")
        }
        try Self.checkShape(of: line)
        kind = line.entry
        if let film = line.film { self.film = try Self.checked(film) } else { film = nil }
        viewing = line.viewing
        list = line.list
        fields = try Self.checked(line.fields, of: line.entry, today: today)
        self.time = time
    }

    /// A change of `kind` made at `time`.
    init(
        kind: SyncEntryKind, film: LibraryFilm?, viewing: UUID?, list: UUID? = nil, fields: [String: SyncValue],
        time: HybridLogicalTime
    ) {
        self.kind = kind
        self.film = film
        self.viewing = viewing
        self.list = list
        self.fields = fields
        self.time = time
    }

    /// Refuses a line whose entry lacks what names it, or names what it is not: a viewing its id,
    /// a list its id and no film, a film on a list both, the other kinds their film alone.
    private static func checkShape(of line: Line) throws(SyncLineRefusal) {
        let kind = line.entry.rawValue
        guard (line.entry == .viewing) == (line.viewing != nil) else {
            throw SyncLineRefusal(line.entry == .viewing ? "a viewing without its id" : "a viewing id on a \(kind)")
        }
        guard line.entry.isOfList == (line.list != nil) else {
            throw SyncLineRefusal(line.entry.isOfList ? "a \(kind) without its list's id" : "a list id on a \(kind)")
        }
        guard (line.entry == .list) == (line.film == nil) else {
            throw SyncLineRefusal(line.entry == .list ? "a film on a list's own change" : "a \(kind) without its film")
        }
    }

    /// `film`, when the commands would take it: an id from 1, a year films have, an IMDb id as
    /// IMDb writes them, a title without control characters.
    private static func checked(_ film: LibraryFilm) throws(SyncLineRefusal) -> LibraryFilm {
        do {
            if let id = film.id { _ = try LibraryValue.filmID(id) }
            if let year = film.year { _ = try LibraryValue.filmYear(year) }
        } catch {
            throw SyncLineRefusal("its film's \(error)")
        }
        if let imdb = film.imdbID, LibraryFilm.imdbID(imdb) != imdb {
            throw SyncLineRefusal("its film's IMDb id \"\(imdb.prefix(80))\" is not tt and digits")
        }
        guard film.id != nil || !(film.title ?? "").isEmpty else {
            throw SyncLineRefusal("its film has no id and no title")
        }
        if let title = film.title, title.unicodeScalars.contains(where: \.isControlCharacter) {
            throw SyncLineRefusal("its film's title holds a control character")
        }
        return film
    }

    /// `fields`, when each is one an entry of `kind` has and holds a value the commands take;
    /// an add (`present` true) sets every field.
    private static func checked(
        _ fields: [String: SyncValue], of kind: SyncEntryKind, today: Date
    ) throws(SyncLineRefusal) -> [String: SyncValue] {
        guard !fields.isEmpty else { throw SyncLineRefusal("it changes no field") }
        var checked: [String: SyncValue] = [:]
        for (name, value) in fields {
            guard name == SyncEntryKind.present || kind.fields.contains(name) else {
                throw SyncLineRefusal("a \(kind.rawValue) has no field \"\(name.prefix(80))\"")
            }
            guard let taken = SyncFieldRule.take(value, as: name, of: kind, today: today) else {
                throw SyncLineRefusal("its \(name) \(value.stored.prefix(80)) is not one movies takes")
            }
            checked[name] = taken
        }
        if checked[SyncEntryKind.present] == .flag(true), let missing = kind.fields.first(where: { checked[$0] == nil })
        {
            throw SyncLineRefusal("it adds a \(kind.rawValue) without its \(missing)")
        }
        return checked
    }
}

/// Why a line of a change file was refused.
struct SyncLineRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
