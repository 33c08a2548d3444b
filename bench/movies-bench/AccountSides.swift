import ArgumentParser
import Foundation
import MovieAPIServer
import MovieKit

extension MoviesBench {
    /// Writes both sides of a first account sync over the synthetic TMDB catalogue: your library
    /// as an export of ours (`movies import json`), and the account's lists as the fixture's
    /// `POST /_account/lists` takes them.
    struct AccountSides: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "account-sides",
            abstract: "Write a library of N films and an account of M, over the synthetic TMDB catalogue.",
            discussion: """
                The library holds the catalogue's first N films, the first half on the watchlist \
                and the others rated; the account the next M films but for the last --overlap of \
                the library's, which it holds alike (the same list, the same rating), so a first \
                sync sends the account N - overlap changes and makes M - overlap here. The \
                catalogue to serve is printed on stderr.

                Example:
                  movies-bench account-sides --films 2000 --account 500 --library library.json \\
                    --lists lists.json
                  movies-api --dialect tmdb --catalogue 2400 --seed 1 --port 0
                """)

        @Option(help: ArgumentHelp("How many films your library holds.", valueName: "n")) var films: Int
        @Option(help: ArgumentHelp("How many films the account holds.", valueName: "m")) var account: Int
        @Option(help: ArgumentHelp("How many films both hold alike.", valueName: "k")) var overlap = 100
        @Option(help: ArgumentHelp("The library's export to write.", valueName: "file")) var library: String
        @Option(help: ArgumentHelp("The account's lists to write.", valueName: "file")) var lists: String
        @Option(help: ArgumentHelp("The catalogue's seed, as movies-api's --seed.", valueName: "s"))
        var seed: UInt64 = 1

        func validate() throws {
            guard (2...50_000).contains(films), (2...50_000).contains(account) else {
                throw ValidationError("--films and --account must be between 2 and 50000")
            }
            guard (0...min(films, account)).contains(overlap) else {
                throw ValidationError("--overlap must be between 0 and the smaller side, got \(overlap)")
            }
        }

        func run() throws {
            let size = films + account - overlap
            let movies = TMDBCatalogue(syntheticCount: size, seed: seed).movies
            let day = Date(timeIntervalSince1970: 1_577_836_800)  // 2020-01-01
            func value(_ index: Int) -> Double { Double(index % 20 + 1) / 2 }
            func onWatchlist(_ index: Int) -> Bool { index < films / 2 || index >= films && index % 2 == 0 }

            var archive = LibraryArchive()
            for index in 0..<films {
                let movie = movies[index]
                let film = LibraryFilm(
                    source: .tmdb, id: movie.id, title: movie.title, year: Int((movie.releaseDate ?? "").prefix(4)))
                if onWatchlist(index) {
                    archive.watchlist.append(.init(WatchlistEntry(film: film, added: day)))
                } else if let rating = YourRating(value(index)) {
                    archive.ratings.append(.init(FilmRating(film: film, rating: rating, ratedOn: day)))
                }
            }
            var watchlist: [Int] = []
            var ratings: [Int: Double] = [:]
            for index in (films - overlap)..<size {
                if onWatchlist(index) {
                    watchlist.append(movies[index].id)
                } else {
                    ratings[movies[index].id] = value(index)
                }
            }
            try LibraryArchive.encoded(archive).write(to: URL(fileURLWithPath: library))
            try JSONEncoder().encode(TMDBFixtureAccountLists(watchlist: watchlist, ratings: ratings))
                .write(to: URL(fileURLWithPath: lists))
            FileHandle.standardError.write(
                Data("\(films) films here, \(account) there; serve them with --catalogue \(size) --seed \(seed)\n".utf8)
            )
        }
    }
}
