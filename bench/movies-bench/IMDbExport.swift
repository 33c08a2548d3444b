import ArgumentParser
import Foundation
import MovieAPIServer

extension MoviesBench {
    /// Writes an IMDb ratings export, in IMDb's current layout, of films the synthetic TMDB
    /// catalogue has: every `Const` is the IMDb id of a film of `movies-api --dialect tmdb
    /// --catalogue M --seed S`, so importing it against that server matches every row.
    struct IMDbExport: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "imdb-export",
            abstract: "Write an IMDb ratings export of N films the synthetic TMDB catalogue has.",
            discussion: """
                The films are the first N of `movies-api --dialect tmdb --catalogue M --seed S` \
                that have an IMDb id (a synthetic catalogue gives one to about 95% of its films); \
                a larger catalogue of the same seed begins with the same films, so any --catalogue \
                at least the size printed on stderr serves them all. The ratings are drawn from \
                the seed, one a day, the newest first, as IMDb orders the file.

                Example:
                  movies-bench imdb-export --films 2000 --output ratings.csv --seed 1
                  movies-api --dialect tmdb --catalogue 2200 --seed 1 --port 0
                """)

        /// The columns of IMDb's ratings export since 2024, in order.
        static let header = [
            "Const", "Your Rating", "Date Rated", "Title", "Original Title", "URL", "Title Type", "IMDb Rating",
            "Runtime (mins)", "Year", "Genres", "Num Votes", "Release Date", "Directors",
        ]

        @Option(help: ArgumentHelp("How many films to write.", valueName: "n")) var films: Int
        @Option(help: ArgumentHelp("The CSV file to write.", valueName: "file")) var output: String
        @Option(help: ArgumentHelp("The catalogue's seed, as movies-api's --seed.", valueName: "s"))
        var seed: UInt64 = 1

        func validate() throws {
            guard (1...75_000).contains(films) else {
                throw ValidationError("--films must be between 1 and 75000, got \(films)")
            }
        }

        func run() throws {
            let (movies, catalogueSize) = Self.filmsWithIMDbIDs(films, seed: seed)
            // The ratings' own sequence, apart from the catalogue's.
            var random = SplitMix64(seed: seed ^ 0x494D_4442)
            var text = Self.header.joined(separator: ",") + "\n"
            for (order, movie) in movies.enumerated() {
                text += Self.row(movie, rating: Int(random.next() % 10) + 1, rated: Self.day(order, of: movies.count))
                text += "\n"
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: output))
            let serve = "movies-api --dialect tmdb --catalogue \(catalogueSize) (or more) --seed \(seed)"
            FileHandle.standardError.write(Data("\(movies.count) films; serve them with \(serve)\n".utf8))
        }

        /// The first `count` films with an IMDb id of the synthetic catalogue of `seed` (fewer
        /// only if a quarter more films than asked lacked ids, where a twentieth do), and the size
        /// of the smallest catalogue that holds them all.
        static func filmsWithIMDbIDs(_ count: Int, seed: UInt64) -> ([TMDBWire.MovieDetails], Int) {
            let movies = TMDBCatalogue(syntheticCount: count + count / 4 + 64, seed: seed).movies
            var found: [TMDBWire.MovieDetails] = []
            var size = 0
            for (index, movie) in movies.enumerated() where found.count < count && movie.imdbID?.isEmpty == false {
                found.append(movie)
                size = index + 1
            }
            return (found, size)
        }

        /// The day the `order`-th rating of `count` was given: the newest first, one a day back
        /// from 2025-06-30.
        static func day(_ order: Int, of count: Int) -> String {
            let newest = Date(timeIntervalSince1970: 1_751_241_600)  // 2025-06-30, UTC
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter.string(from: newest.addingTimeInterval(-Double(order) * 86_400))
        }

        /// `movie`'s row as IMDb writes it: texts (titles, genres, the release date, directors)
        /// always quoted, numbers and the URL bare, an unknown value empty.
        static func row(_ movie: TMDBWire.MovieDetails, rating: Int, rated: String) -> String {
            let imdbID = movie.imdbID ?? ""
            let directors = (movie.credits?.crew ?? []).filter { $0.job == "Director" }.map(\.name)
            let releaseDate = movie.releaseDate.flatMap { $0.isEmpty ? nil : $0 }
            return [
                imdbID, String(rating), rated, quoted(movie.title), quoted(movie.originalTitle),
                "https://www.imdb.com/title/\(imdbID)", "Movie", String(format: "%.1f", movie.voteAverage),
                movie.runtime.map(String.init) ?? "", movie.releaseYear.map(String.init) ?? "",
                quoted(movie.genres.map(\.name).joined(separator: ", ")), String(movie.voteCount),
                releaseDate.map(quoted) ?? "", quoted(directors.joined(separator: ",")),
            ].joined(separator: ",")
        }

        /// `text` in double quotes, its quotes doubled; empty text stays empty, as IMDb leaves it.
        static func quoted(_ text: String) -> String {
            text.isEmpty ? "" : "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
    }
}
