import Foundation

extension LibraryFilm {
    /// The film as the ledger keeps it beside each field of its entry (a column of text): the
    /// bytes ``SyncJSON`` writes (keys sorted, what it lacks left out), written here directly when
    /// none of its texts needs an escape (a first sync keeps one for each of 30,000 entries, and
    /// an encoder's run cost more than the rows it went into).
    var stored: String {
        guard SyncJSON.isPlain(source.rawValue), imdbID.map(SyncJSON.isPlain) ?? true,
            title.map(SyncJSON.isPlain) ?? true
        else { return SyncJSON.text(self) }
        var members: [String] = []
        if let id { members.append("\"id\":\(id)") }
        if let imdbID { members.append("\"imdbID\":\"\(imdbID)\"") }
        members.append("\"source\":\"\(source.rawValue)\"")
        if let title { members.append("\"title\":\"\(title)\"") }
        if let year { members.append("\"year\":\(year)") }
        return "{" + members.joined(separator: ",") + "}"
    }
}
