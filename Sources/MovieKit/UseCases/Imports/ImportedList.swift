import Foundation

/// A list as an export file gives it (Letterboxd's `lists/*.csv` and likes, our own export): the
/// list an imported film goes on, made when your library has no list of its name.
public struct ImportedList: Sendable, Hashable {
    public var name: String
    public var description: String?
    public var ranked: Bool
    /// When the file says the list was made (or last changed): a list of its name deleted from
    /// your library since is not made again.
    public var changedAt: Date

    public init(name: String, description: String? = nil, ranked: Bool = false, changedAt: Date) {
        self.name = name
        self.description = description
        self.ranked = ranked
        self.changedAt = changedAt
    }
}
