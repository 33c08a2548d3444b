/// title.basics: the films kept, written as they are read, each with its rating.
extension IMDbImportBuild {
    static let titleColumns = [
        "tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "runtimeMinutes", "genres",
    ]

    func readTitles(_ reader: IMDbTSVReader, chunkRead: (IMDbTSVReader) -> Void) throws(IMDbImportError) {
        while try reader.nextLine(reporting: chunkRead) {
            guard IMDbTSVReader.field(try reader.field(1), is: "movie") else { continue }
            let adult = (try reader.integer(4) ?? 0) != 0
            guard includeAdult || !adult else { continue }
            let id = try reader.id(0, prefix: Self.titlePrefix)
            let titleBytes = try reader.field(2)
            guard let title = try reader.text(2) else { throw reader.malformed("primaryTitle is \\N") }
            var originalBytes: UnsafeRawBufferPointer? = try reader.field(3)
            var originalTitle: String?
            if let bytes = originalBytes, IMDbTSVReader.isNull(bytes) || bytes.elementsEqual(titleBytes) {
                originalBytes = nil
            } else {
                originalTitle = try reader.text(3)
            }
            let year = try reader.integer(5)
            let runtime = try reader.integer(6)
            let genreText = try reader.text(7)
            let rating = ratings.rating(of: id)
            let inserted = try writer.insertFilm(
                id: id, title: titleBytes, originalTitle: originalBytes, year: year, runtime: runtime,
                genres: genreText == nil ? nil : try reader.field(7), rating: rating?.rating, votes: rating?.votes,
                adult: adult)
            guard inserted else { continue }
            films.insert(id)
            titleGrams.add(film: id, votes: rating?.votes ?? 0, title: title, originalTitle: originalTitle)
            for genre in genreText?.split(separator: ",") ?? [] {
                genres[String(genre), default: []].append(id)
            }
        }
    }
}
