import Foundation
import GRDB
import MovieKit
import MovieKitTestSupport
import Testing

/// The import as a sync runs it: five files in IMDb's layout in, `datasets.sqlite` out.
struct IMDbDatasetImportTests {
    /// Writes `datasets` into `root/files`, imports them into the IMDb folder of `root/movies.sqlite`.
    @discardableResult
    static func importing(
        _ datasets: IMDbTestDatasets = IMDbTestDatasets(), into root: URL, adult: Bool = false,
        progress: (IMDbImportProgress) -> Void = { _ in }
    ) throws -> IMDbImportSummary {
        let files = root.appendingPathComponent("files")
        try datasets.write(to: files)
        return try IMDbDatasetImport(folder: folder(in: root), from: files, includeAdult: adult).run(progress: progress)
    }

    static func folder(in root: URL) -> IMDbFolder {
        IMDbFolder(cacheURL: root.appendingPathComponent("movies.sqlite"))
    }

    /// The import in `root`, opened read-only as readers open it.
    static func database(in root: URL) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: folder(in: root).datasets.path, configuration: configuration)
    }

    @Test func keepsFilmsOnlyAndLeavesAdultFilmsOut() async throws {
        try await withTemporaryFolder { root in
            let summary = try Self.importing(into: root)
            let ids = try Self.database(in: root).read { try Int.fetchAll($0, sql: "SELECT id FROM film ORDER BY id") }
            #expect(ids == [2, 83658, 211_915, 1_856_101])
            #expect(summary.counts == IMDbTestDatasets.counts)
        }
    }

    @Test func keepsAdultFilmsWhenAsked() async throws {
        try await withTemporaryFolder { root in
            let summary = try Self.importing(into: root, adult: true)
            let (adult, flag) = try Self.database(in: root).read { db in
                (
                    try Int.fetchOne(db, sql: "SELECT adult FROM film WHERE id = 9000001"),
                    try Int.fetchOne(db, sql: "SELECT adult FROM import")
                )
            }
            #expect(adult == 1)
            #expect(flag == 1)
            #expect(summary.counts == IMDbTestDatasets.adultCounts)
        }
    }

    @Test func writesEachFilmWithItsRatingAndDetails() async throws {
        try await withTemporaryFolder { root in
            try Self.importing(into: root)
            let row = try #require(
                try Self.database(in: root).read { try Row.fetchOne($0, sql: "SELECT * FROM film WHERE id = 83658") })
            #expect(row["title"] == "Blade Runner")
            #expect(row["originalTitle"] == String?.none)
            #expect(row["year"] == 1982)
            #expect(row["runtime"] == 117)
            #expect(row["genres"] == "Action,Drama,Sci-Fi")
            #expect(row["rating"] == 8.1)
            #expect(row["votes"] == 800_000)
            #expect(row["adult"] == 0)
            let amelie = try Self.database(in: root).read {
                try String.fetchOne($0, sql: "SELECT originalTitle FROM film WHERE id = 211915")
            }
            #expect(amelie == "Le fabuleux destin d'Amélie Poulain")
        }
    }

    @Test func readsQuotesAndBackslashesLiterallyAndNullsAsNull() async throws {
        try await withTemporaryFolder { root in
            try Self.importing(into: root)
            let row = try #require(
                try Self.database(in: root).read { try Row.fetchOne($0, sql: "SELECT * FROM film WHERE id = 2") })
            #expect(row["title"] == #"Say "Hi" \ Bye"#)
            for column in ["originalTitle", "year", "runtime", "genres", "rating", "votes"] {
                #expect((row[column] as DatabaseValue).isNull, "\(column)")
            }
        }
    }

    @Test func keepsEachFilmsGenresAsRows() async throws {
        try await withTemporaryFolder { root in
            try Self.importing(into: root)
            let films = try Self.database(in: root).read {
                try Int.fetchAll($0, sql: "SELECT film FROM filmGenre WHERE genre = 'sci-fi'")
            }
            #expect(films == [83658])
            let count = try Self.database(in: root).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM filmGenre") }
            #expect(count == 8)
        }
    }

    @Test func keepsTheCastInBillingOrderWithTheirCharacters() async throws {
        try await withTemporaryFolder { root in
            try Self.importing(into: root)
            let rows = try Self.database(in: root).read {
                try Row.fetchAll(
                    $0, sql: "SELECT ordering, person, category, characters FROM castMember WHERE film = 83658")
            }
            #expect(rows.map { $0["ordering"] as Int } == [1, 2, 4, 5])
            #expect(rows.map { $0["person"] as Int } == [148, 707, 1026, 200])
            #expect(rows.map { $0["category"] as String } == ["actor", "actor", "actress", "self"])
            #expect(
                rows.map { $0["characters"] as String? }
                    == ["Rick Deckard", "Roy Batty", #"Rachael / Replicant "Nexus" 7"#, "Himself"])
            let others = try Self.database(in: root).read {
                try Row.fetchAll(
                    $0, sql: "SELECT film, characters FROM castMember WHERE film <> 83658 ORDER BY film, ordering")
            }
            #expect(others.map { $0["characters"] as String? } == ["Amélie Poulain", nil, "K"])
        }
    }

    @Test func keepsDirectorsAndWritersInListOrder() async throws {
        try await withTemporaryFolder { root in
            try Self.importing(into: root)
            let rows = try Self.database(in: root).read {
                try Row.fetchAll($0, sql: "SELECT job, ordering, person FROM crewMember WHERE film = 211915")
            }
            #expect(
                rows.map { "\($0["job"] as String) \($0["ordering"] as Int) \($0["person"] as Int)" } == [
                    "director 1 466", "writer 1 466", "writer 2 467",
                ])
        }
    }

    @Test func keepsOnlyThePeopleTheFilmsName() async throws {
        try await withTemporaryFolder { root in
            try Self.importing(into: root)
            let ids = try Self.database(in: root).read {
                try Int.fetchAll($0, sql: "SELECT id FROM person ORDER BY id")
            }
            #expect(ids == [1, 148, 200, 250, 466, 467, 631, 707, 940, 991, 1026, 898_288, 1_729_428])
            let ford = try #require(
                try Self.database(in: root).read { try Row.fetchOne($0, sql: "SELECT * FROM person WHERE id = 148") })
            #expect(ford["name"] == "Harrison Ford")
            #expect(ford["nameKey"] == "harrison ford")
            #expect(ford["birthYear"] == 1942)
            #expect(ford["deathYear"] == Int?.none)
            let key = try Self.database(in: root).read {
                try String.fetchOne($0, sql: "SELECT nameKey FROM person WHERE id = 250")
            }
            #expect(key == TitleMatch.folded("Audrey Tautou"))
        }
    }

    @Test func indexesEveryGramOfTitlesAndOriginalTitles() async throws {
        try await withTemporaryFolder { root in
            try Self.importing(into: root)
            let rows = try Self.database(in: root).read { db in
                try Row.fetchAll(db, sql: "SELECT gram, films FROM titleGram").map { row in
                    (UInt32(row["gram"] as Int), FilmIDPostings(row["films"] as Data).ids.sorted())
                }
            }
            let index = Dictionary(uniqueKeysWithValues: rows)
            var expected: [UInt32: [Int]] = [:]
            let titles: [(Int, [String])] = [
                (2, [#"Say "Hi" \ Bye"#]), (83658, ["Blade Runner"]),
                (211_915, ["Amélie", "Le fabuleux destin d'Amélie Poulain"]), (1_856_101, ["Blade Runner 2049"]),
            ]
            for (film, names) in titles {
                for gram in Set(names.flatMap { TitleGrams.grams(of: $0) }) { expected[gram, default: []].append(film) }
            }
            #expect(index == expected)
            let runner = try #require(TitleGrams.grams(of: "runner").first)
            #expect(index[runner] == [83658, 1_856_101])
        }
    }

    @Test func writesTheSchemaAndTheImportRow() async throws {
        try await withTemporaryFolder { root in
            let files = root.appendingPathComponent("files")
            try IMDbTestDatasets().write(to: files)
            let published = Date(timeIntervalSince1970: 1_700_000_000)
            _ = try IMDbDatasetImport(
                folder: Self.folder(in: root), from: files, publishedAt: published,
                now: { Date(timeIntervalSince1970: 1_800_000_000) }
            ).run()
            try Self.database(in: root).read { db in
                #expect(try Int.fetchOne(db, sql: "PRAGMA application_id") == 0x6D76_696D)
                #expect(try Int.fetchOne(db, sql: "PRAGMA user_version") == 1)
                let names = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name")
                #expect(
                    names == [
                        "castMember", "castMember_byPerson", "crewMember", "crewMember_byPerson", "film", "filmGenre",
                        "film_byVotes", "film_byYear", "import", "person", "person_byNameKey", "titleGram",
                    ])
                let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM import"))
                #expect(row["importedAt"] == 1_800_000_000.0)
                #expect(row["publishedAt"] == 1_700_000_000.0)
                #expect(row["adult"] == 0)
                let counts = ["filmCount", "castCount", "crewCount", "personCount"].map { row[$0] as Int }
                #expect(counts == IMDbTestDatasets.counts)
            }
        }
    }

    @Test func reportsEachFileFromStartToEndThenIndexing() async throws {
        try await withTemporaryFolder { root in
            var reports: [IMDbImportProgress] = []
            let summary = try Self.importing(into: root) { reports.append($0) }
            let files = root.appendingPathComponent("files")
            let sizes = try IMDbDataset.allCases.map { dataset in
                (dataset, try Data(contentsOf: files.appendingPathComponent(dataset.fileName)).count)
            }
            let total = Int64(sizes.map(\.1).reduce(0, +))
            var stages: [IMDbImportProgress.Stage] = []
            for report in reports where stages.last != report.stage { stages.append(report.stage) }
            #expect(stages == IMDbDatasetImport.order.map { .reading($0) } + [.indexing])
            for (dataset, size) in sizes {
                let own = reports.filter { $0.stage == .reading(dataset) }
                #expect(own.first?.bytesRead == 0 && own.first?.rowsRead == 0, "\(dataset)")
                #expect(own.last?.bytesRead == Int64(size) && own.last?.byteCount == Int64(size), "\(dataset)")
                #expect(own.last?.rowsRead == summary.rowsRead[dataset], "\(dataset)")
            }
            #expect(summary.rowsRead[.titlePrincipals] == 12)
            #expect(reports.allSatisfy { $0.totalByteCount == total })
            #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.totalBytesRead <= $1.totalBytesRead })
            #expect(reports.last?.totalBytesRead == total)
        }
    }
}
