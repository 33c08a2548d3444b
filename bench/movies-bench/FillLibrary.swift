import ArgumentParser
import Foundation
import MovieAPIServer
import MovieKit

extension MoviesBench {
    /// Makes a library of N entries on each list, for the rows that read one (`watchlist`,
    /// `diary`, `ratings`, and `show`'s line of yours). The file is created by MovieKit itself
    /// (``FilmLibrary/open(at:)``: its schema and `application_id`), closed, then filled through
    /// SQLite's C API in one transaction, the rows written as the library's records write them.
    struct FillLibrary: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fill-library",
            abstract: "Make a library of TMDB films with N watchlist entries, N viewings and N ratings.",
            discussion: """
                The same --seed makes the same library. Of 2N films, the first N are on the \
                watchlist and the others rated; the viewings are of the rated films, a tenth of \
                them rewatches, some undated (films marked as seen), some with a rating, tags or \
                a review. --film adds a film to all three lists (a viewing, a rating and the \
                watchlist), for a command that shows it. --synthetic takes the 2N films from the \
                synthetic TMDB catalogue of the same seed (their ids, titles, years and IMDb ids), \
                so that `movies-api --dialect tmdb --catalogue 2N --seed S` answers for each. An \
                existing FILE is replaced.

                Examples:
                  movies-bench fill-library --entries 10000 --output library.sqlite --film demo:1
                  movies-bench fill-library --entries 500 --output library.sqlite --synthetic --seed 1
                """)

        @Option(help: ArgumentHelp("How many entries each list gets.", valueName: "n")) var entries: Int
        @Option(help: ArgumentHelp("The library file to make.", valueName: "file")) var output: String
        @Option(help: ArgumentHelp("Seeds the titles, days and ratings.", valueName: "s")) var seed: UInt64 = 1
        @Option(help: ArgumentHelp("A film also on every list, as SOURCE:ID (like demo:1).", valueName: "film"))
        var film: [String] = []
        @Flag(help: "Take the films from the synthetic TMDB catalogue of the same --seed, as movies-api serves it.")
        var synthetic = false

        func validate() throws {
            guard (1...1_000_000).contains(entries) else {
                throw ValidationError("--entries must be between 1 and 1000000, got \(entries)")
            }
            for named in film where Self.film(named) == nil {
                throw ValidationError("--film takes SOURCE:ID, like demo:1; got \"\(named)\"")
            }
        }

        func run() throws {
            let url = URL(fileURLWithPath: output)
            for suffix in ["", "-wal", "-shm"] {
                try? FileManager.default.removeItem(atPath: output + suffix)
            }
            try FilmLibrary.open(at: url).close()
            let connection = try RawConnection(path: output)
            defer { connection.close() }
            try connection.execute("PRAGMA foreign_keys = ON")
            var writer = try LibraryRows(connection: connection, seed: seed)
            defer { writer.finalize() }
            try connection.execute("BEGIN IMMEDIATE")
            let catalogue = synthetic ? TMDBCatalogue(syntheticCount: 2 * entries, seed: seed).movies : nil
            try writer.write(entries: entries, extra: film.compactMap(Self.film), catalogue: catalogue)
            try connection.execute("COMMIT")
            try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            let also = film.isEmpty ? "" : ", and \(film.joined(separator: ", ")) on all three"
            FileHandle.standardError.write(
                Data(
                    "\(output): \(writer.films) films; \(entries) watchlist entries, viewings and ratings\(also)\n".utf8
                ))
        }

        /// The source and id of `text`, `SOURCE:ID`.
        static func film(_ text: String) -> (MovieSource, Int)? {
            let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let source = MovieSource(rawValue: parts[0]), let id = Int(parts[1]), id > 0
            else { return nil }
            return (source, id)
        }
    }
}

/// The rows of a made-up library, written through prepared statements that match the library's
/// schema (LibraryMigrations, LibrarySchemaV2) column for column. Each entry changed at midnight
/// UTC of its own day, as a library of the first release migrated has it.
private struct LibraryRows {
    let connection: RawConnection
    let insertFilm, insertWatchlist, insertViewing, insertTag, insertRating: OpaquePointer?
    var random: SplitMix64
    private(set) var films = 0

    static let words = [
        "Night", "River", "Paper", "Lantern", "Winter", "Glass", "Stranger", "Harbour", "Empire", "Silent",
        "Garden", "Return", "Shadow", "Summer", "Machine", "Little", "Last", "Golden", "Distant", "Storm",
    ]
    static let tags = ["cinema", "home", "friends", "festival", "rewatchable", "4k", "subtitled", "family"]

    init(connection: RawConnection, seed: UInt64) throws {
        self.connection = connection
        random = SplitMix64(seed: seed ^ 0x4C49_4252)
        insertFilm = try connection.prepare(
            "INSERT INTO film (source, sourceId, imdbId, title, year) VALUES (?, ?, ?, ?, ?) RETURNING id")
        insertWatchlist = try connection.prepare(
            "INSERT INTO watchlistEntry (filmId, added, changedAt, recordedAt) VALUES (?1, ?2, ?3, ?3)")
        insertViewing = try connection.prepare(
            """
            INSERT INTO viewing (uuid, filmId, watchedOn, markedOn, rewatch, rating, review, changedAt, recordedAt)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8) RETURNING id
            """)
        insertTag = try connection.prepare(
            "INSERT INTO viewingTag (viewingId, position, tag, changedAt, recordedAt) VALUES (?1, ?2, ?3, ?4, ?4)")
        insertRating = try connection.prepare(
            "INSERT INTO rating (filmId, rating, ratedOn, changedAt, recordedAt) VALUES (?1, ?2, ?3, ?4, ?4)")
    }

    func finalize() {
        connection.finalize([insertFilm, insertWatchlist, insertViewing, insertTag, insertRating])
    }

    /// `entries` watchlist entries, viewings and ratings of 2 × `entries` TMDB films (made up, or
    /// the first of `catalogue`), then each of `extra` on all three lists.
    mutating func write(entries: Int, extra: [(MovieSource, Int)], catalogue: [TMDBWire.MovieDetails]?) throws {
        var rows: [Int64] = []
        rows.reserveCapacity(2 * entries)
        for index in 0..<(2 * entries) {
            if let movie = catalogue?[index] {
                rows.append(try addFilm(movie))
            } else {
                rows.append(try addFilm(source: .tmdb, id: 100_000 + index, titled: true))
            }
        }
        for row in rows[..<entries] {
            let added = day()
            try connection.run(insertWatchlist, [.integer(row), .text(added), midnight(added)])
        }
        let rated = rows[entries...]
        // A tenth of the viewings are rewatches of a film seen before; the others are each of one
        // rated film, in turn.
        var seen: [Int64] = []
        var next = rated.startIndex
        for index in 0..<entries {
            if index % 10 == 9, !seen.isEmpty {
                try addViewing(of: seen[Int.random(in: 0..<seen.count, using: &random)], rewatch: true)
            } else {
                try addViewing(of: rated[next], rewatch: false)
                seen.append(rated[next])
                next += 1
            }
        }
        for row in rated {
            let ratedOn = day()
            try connection.run(
                insertRating,
                [.integer(row), .integer(Int64.random(in: 1...10, using: &random)), .text(ratedOn), midnight(ratedOn)])
        }
        for (source, id) in extra {
            let row = try addFilm(source: source, id: id, titled: false)
            let added = day()
            try connection.run(insertWatchlist, [.integer(row), .text(added), midnight(added)])
            try addViewing(of: row, rewatch: false, dated: true)
            let ratedOn = day()
            try connection.run(insertRating, [.integer(row), .integer(8), .text(ratedOn), midnight(ratedOn)])
        }
    }

    /// A film row; untitled, it is as a film added by id offline (its title comes when shown).
    private mutating func addFilm(source: MovieSource, id: Int, titled: Bool) throws -> Int64 {
        films += 1
        let title: RawConnection.Value =
            titled
            ? .text(
                (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.words.randomElement(using: &random) ?? "" }
                    .joined(separator: " ") + " \(id)") : .null
        let imdb: RawConnection.Value =
            titled && id % 20 != 0 ? .text("tt" + String(format: "%07d", 1_000_000 + id)) : .null
        let year: RawConnection.Value = titled ? .integer(Int64.random(in: 1920...2025, using: &random)) : .null
        guard
            let row = try connection.run(
                insertFilm, [.text(source.rawValue), .integer(Int64(id)), imdb, title, year])
        else { throw RawConnection.Failure(description: "no film id returned") }
        return row
    }

    /// A film row of a film of the synthetic TMDB catalogue, as an import of it keeps it.
    private mutating func addFilm(_ movie: TMDBWire.MovieDetails) throws -> Int64 {
        films += 1
        guard
            let row = try connection.run(
                insertFilm,
                [
                    .text(MovieSource.tmdb.rawValue), .integer(Int64(movie.id)),
                    movie.imdbID.map(RawConnection.Value.text) ?? .null,
                    .text(movie.title), movie.releaseYear.map { RawConnection.Value.integer(Int64($0)) } ?? .null,
                ])
        else { throw RawConnection.Failure(description: "no film id returned") }
        return row
    }

    /// A viewing of film `row`: dated unless `dated` is left to chance (one in twelve is a film
    /// marked as seen), rated six times in ten, tagged one in five, reviewed one in ten.
    private mutating func addViewing(of row: Int64, rewatch: Bool, dated: Bool? = nil) throws {
        let markedOn = day()
        let watchedOn: RawConnection.Value =
            (dated ?? (Int.random(in: 0..<12, using: &random) != 0)) ? .text(markedOn) : .null
        let rating: RawConnection.Value =
            Int.random(in: 0..<10, using: &random) < 6 ? .integer(Int64.random(in: 1...10, using: &random)) : .null
        var tags: ArraySlice<String> = []
        if Int.random(in: 0..<5, using: &random) == 0 {
            tags = Self.tags.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
        }
        let review: RawConnection.Value =
            Int.random(in: 0..<10, using: &random) == 0 ? .text("Better the second time; the last reel stays.") : .null
        // A version 4 UUID, of the seed's random bits.
        var uuid: [UInt8] = []
        for _ in 0..<2 {
            let bits = random.next()
            uuid += withUnsafeBytes(of: bits) { Array($0) }
        }
        uuid[6] = uuid[6] & 0x0F | 0x40
        uuid[8] = uuid[8] & 0x3F | 0x80
        guard
            let viewing = try connection.run(
                insertViewing,
                [
                    .blob(uuid), .integer(row), watchedOn, .text(markedOn), .integer(rewatch ? 1 : 0), rating, review,
                    midnight(markedOn),
                ])
        else { throw RawConnection.Failure(description: "no viewing id returned") }
        // As the library keeps them (ViewingTagRecord): a row each, in order.
        for (position, tag) in tags.enumerated() {
            try connection.run(
                insertTag, [.integer(viewing), .integer(Int64(position)), .text(tag), midnight(markedOn)])
        }
    }

    /// Midnight UTC of `day` (`yyyy-MM-dd`) in milliseconds: a change time as the library keeps it.
    private func midnight(_ day: String) -> RawConnection.Value {
        .integer(LibraryTime.milliseconds(APIDate.parse(day) ?? Date(timeIntervalSince1970: 0)))
    }

    /// A day between 2015 and mid-2025, as the library writes days (`yyyy-MM-dd`).
    private mutating func day() -> String {
        let first = 16_436  // 2015-01-01, in days since 1970
        return APIDate.format(
            Date(timeIntervalSince1970: Double(first + Int.random(in: 0..<3_833, using: &random)) * 86_400))
    }
}
