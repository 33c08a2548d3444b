import ArgumentParser
import Foundation
import MovieKit

extension MoviesBench {
    /// Writes the SQL that `saveMovies` executes for N movies (the movie, its cast, its full-text
    /// row, the list), as one transaction of plain statements, for the sqlite3 command-line tool
    /// to run as the baseline.
    struct Inserts: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Print, as SQL text in one transaction, the writes of saving N movies with their cast as one list.")

        @Option(help: "How many movies.") var movies: Int

        func run() throws {
            let output = FileHandle.standardOutput
            var text = "BEGIN;\n"
            for movie in SyntheticMovies.list(count: movies, year: 2016) {
                let key =
                    "(SELECT key FROM movie WHERE source = 'demo' AND language = '' AND id = \(movie.id) AND origin = 'built-in')"
                text += """
                    INSERT INTO movie (source, language, id, origin, name, originalTitle, year, releaseDate, grossing, rating, \
                    voteCount, overview, runtime, genres, fetchedAt, incomplete, page) \
                    VALUES ('demo', '', \(movie.id), 'built-in', '\(movie.name)', NULL, \(movie.year ?? 0), \
                    '\(movie.releaseDate.map(APIDate.format) ?? "")', \(movie.grossing ?? 0), \(movie.rating), NULL, NULL, NULL, \
                    NULL, 1700000000, NULL, NULL) ON CONFLICT (source, language, origin, id) DO UPDATE SET \
                    name = excluded.name, originalTitle = excluded.originalTitle, year = excluded.year, \
                    releaseDate = excluded.releaseDate, grossing = excluded.grossing, rating = excluded.rating, \
                    voteCount = excluded.voteCount, overview = excluded.overview, runtime = excluded.runtime, \
                    genres = excluded.genres, fetchedAt = excluded.fetchedAt, incomplete = excluded.incomplete, \
                    page = excluded.page;
                    DELETE FROM castMember WHERE movieKey = \(key);

                    """
                for (position, actor) in movie.actors.enumerated() {
                    text +=
                        "INSERT INTO castMember (movieKey, position, name, personId, character) "
                        + "VALUES (\(key), \(position), '\(actor.name)', NULL, NULL);\n"
                }
                let cast = movie.actors.map(\.name).joined(separator: "' || char(10) || '")
                text += "DELETE FROM movieSearch WHERE rowid = \(key);\n"
                text += "INSERT INTO movieSearch (rowid, title, cast) VALUES (\(key), '\(movie.name)', '\(cast)');\n"
                if text.utf8.count > 1 << 20 {
                    output.write(Data(text.utf8))
                    text = ""
                }
            }
            text +=
                "INSERT INTO movieList (source, language, origin, kind, year, fetchedAt) "
                + "VALUES ('demo', '', 'built-in', 'topGrossing', 2016, 1700000000);\n"
            text += "DELETE FROM movieListEntry WHERE listId = 1;\n"
            for (position, movie) in SyntheticMovies.list(count: movies, year: 2016).enumerated() {
                text +=
                    "INSERT INTO movieListEntry (listId, position, movieKey) "
                    + "VALUES (1, \(position), (SELECT key FROM movie WHERE source = 'demo' AND language = '' "
                    + "AND id = \(movie.id) AND origin = 'built-in'));\n"
            }
            output.write(Data((text + "COMMIT;\n").utf8))
        }
    }
}
