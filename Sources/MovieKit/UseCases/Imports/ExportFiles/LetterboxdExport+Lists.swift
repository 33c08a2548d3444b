import Foundation

extension LetterboxdExport {
    /// The list Letterboxd's likes (`likes/films.csv`) become.
    public static let likesList = "Liked on Letterboxd"

    /// The list files of an export, `lists/*.csv`, by name.
    static func listFiles(at url: URL, within limits: ExportSizeLimits) -> [String] {
        ExportFiles.names(at: url, under: "lists", within: limits)
    }

    /// The entries of one of Letterboxd's list files: the line `Letterboxd list export v7` (an
    /// empty one before v7), the list's header and row (`Date`, `Name`, `Tags`, `URL`,
    /// `Description`), then its films' header and rows (`Position`, `Name`, `Year`, `URL`,
    /// `Description`). Ranked when the films have positions.
    static func listEntries(in file: CSVFile) throws(ImportFileError) -> [ImportedEntry] {
        var listHeader: [String]? = CSVTable.column("Name", in: file.header) != nil ? file.header : nil
        var listRow: CSVFile.Record?
        var filmsHeader: [String]?
        var rows: [CSVFile.Record] = []
        try file.forEachRecord { (record) throws(ImportFileError) in
            if listHeader == nil {
                listHeader = record.fields
            } else if listRow == nil {
                listRow = record
            } else if filmsHeader == nil {
                filmsHeader = record.fields
                guard CSVTable.column("Name", in: record.fields) != nil else {
                    throw file.error(at: record, "the list's films have no \"Name\" column")
                }
            } else if let filmsHeader {
                rows.append(record.named(by: filmsHeader))
            }
        }
        guard let listHeader, let listRow, let nameColumn = CSVTable.column("Name", in: listHeader) else {
            throw ImportFileError(file: file.name, line: 1, reason: "not a Letterboxd list: it names no list")
        }
        let name: String
        do {
            name = try FilmLists.name(imported: listRow.text(nameColumn))
        } catch {
            throw file.error(at: listRow, "the list has no Name")
        }
        let description = CSVTable.column("Description", in: listHeader).map(listRow.text)
        let made = try CSVTable.column("Date", in: listHeader).flatMap { (column) throws(ImportFileError) in
            try listRow.optionalDay(column)
        }
        guard let filmsHeader else { return [] }
        let title = CSVTable.column("Name", in: filmsHeader) ?? 0
        let year = CSVTable.column("Year", in: filmsHeader)
        let position = CSVTable.column("Position", in: filmsHeader)
        var films: [(ImportedFilm, Int?)] = []
        for row in rows {
            let filmTitle = try row.title(title)
            guard !filmTitle.isEmpty else { throw file.error(at: row, "the film has no Name") }
            var rank: Int?
            if let position, !row.text(position).isEmpty {
                guard let number = Int(row.text(position)), number >= 1 else {
                    throw file.error(at: row, "the Position \"\(EchoedText.cut(row.text(position)))\" is not 1 or more")
                }
                rank = number
            }
            films.append((ImportedFilm(title: filmTitle, year: try row.year(year), match: .title), rank))
        }
        let list = ImportedList(
            name: name, description: description?.isEmpty == false ? description : nil,
            ranked: films.contains { $0.1 != nil }, changedAt: made ?? Date(timeIntervalSince1970: 0))
        return films.enumerated().map { index, film in
            ImportedEntry(film: film.0, record: .listed(list, position: film.1 ?? index + 1))
        }
    }

    /// The entries of `likes/films.csv` (`Date`, `Name`, `Year`, …): a list of their own,
    /// ``likesList``, in the file's order, made as of the last like.
    static func likedEntries(in file: CSVFile) throws(ImportFileError) -> [ImportedEntry] {
        var films: [ImportedFilm] = []
        var last: Date?
        let name = try file.column("Name"), year = file.optionalColumn("Year"), date = file.optionalColumn("Date")
        try file.forEachRecord { (record) throws(ImportFileError) in
            let title = try record.title(name)
            guard !title.isEmpty else { throw file.error(at: record, "the film has no Name") }
            films.append(ImportedFilm(title: title, year: try record.year(year), match: .title))
            if let day = try record.optionalDay(date), day > last ?? .distantPast { last = day }
        }
        let list = ImportedList(name: likesList, changedAt: last ?? Date(timeIntervalSince1970: 0))
        return films.enumerated().map { index, film in
            ImportedEntry(film: film, record: .listed(list, position: index + 1))
        }
    }
}
