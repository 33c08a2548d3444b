import Foundation
import MovieKit

/// A copy of your library on one machine, syncing through a folder: in memory, named `name` (its
/// machine id), with a clock of its own that a test moves.
public struct LibraryOnAMachine: Sendable {
    public let library: FilmLibrary
    public let machine: MachineID
    public let folder: SyncFolder
    public let time: ManualTime

    /// The machine `name` (lowercase letters and digits), syncing through `folder`, its clock at
    /// `time`.
    public init(_ name: String, syncingThrough folder: URL, time: ManualTime = ManualTime()) throws {
        guard let machine = MachineID(name) else { throw SyncError.machineID(path: name, reason: "not an id") }
        self.machine = machine
        self.folder = SyncFolder(url: folder)
        self.time = time
        library = try FilmLibrary.inMemory(now: time.clock)
    }

    /// Syncs through the folder, a millisecond later than the last change.
    @discardableResult
    public func sync() throws -> FolderSyncReport {
        time.advance(milliseconds: 1)
        return try library.sync(through: folder, machine: machine)
    }

    /// Syncs through `other`, a folder this machine does not sync through (a copy of its folder
    /// at some moment), at the same time as the last change.
    @discardableResult
    public func sync(through other: URL) throws -> FolderSyncReport {
        try library.sync(through: SyncFolder(url: other), machine: machine)
    }

    /// This machine's change file in the folder.
    public var changeFile: URL { folder.url.appendingPathComponent("movies-\(machine.text).jsonl") }

    /// Every entry the library holds, as lines that compare (their change times apart): what two
    /// copies in step hold alike.
    public func holdings() throws -> [String] {
        var lines: [String] = []
        for source in MovieSource.allCases {
            for entry in try library.watchlist(of: source) {
                lines.append("watchlist \(Self.name(entry.film)) added \(APIDate.format(entry.added))")
            }
            for rating in try library.ratings(of: source) {
                lines.append("rating \(Self.name(rating.film)) \(rating.rating) on \(APIDate.format(rating.ratedOn))")
            }
            for viewing in try library.diary(of: source) {
                lines.append(
                    "viewing \(viewing.id?.uuidString ?? "") \(Self.name(viewing.film)) "
                        + "watched \(viewing.watchedOn.map(APIDate.format) ?? "-") marked \(APIDate.format(viewing.markedOn)) "
                        + "rewatch \(viewing.rewatch) rating \(viewing.rating.map(\.description) ?? "-") "
                        + "tags \(viewing.tags) review \(viewing.review ?? "-")")
            }
        }
        for list in try library.lists() {
            lines.append("list \(list.name) \(list.entries.map { Self.name($0.film) })")
        }
        for list in try library.deletedLists() {
            lines.append("deleted list \(list.name) \(list.entries.map { Self.name($0.film) })")
        }
        return lines.sorted()
    }

    /// The films on your list named `name`, in its order, as `tmdb:ID`; `nil` when there is none.
    public func films(onList name: String) throws -> [String]? {
        try library.list(named: name).map { $0.entries.map { Self.name($0.film) } }
    }

    private static func name(_ film: LibraryFilm) -> String {
        "\(film.source.rawValue):\(film.id.map(String.init) ?? film.title ?? "?")"
    }
}
