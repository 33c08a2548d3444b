import Foundation
import MovieKit
import MovieKitTestSupport

/// Five small dataset files in IMDb's exact layout, as the import's tests write them: a few films
/// (one adult), titles of other types, cast and crew, and people some of whom no kept film names.
/// Each file's lines can be replaced before writing.
struct IMDbTestDatasets {
    var lines: [IMDbDataset: [String]] = [
        .titleBasics: imdbTable([
            [
                "tconst", "titleType", "primaryTitle", "originalTitle", "isAdult", "startYear", "endYear",
                "runtimeMinutes", "genres",
            ],
            ["tt0000001", "short", "Carmencita", "Carmencita", "0", "1894", imdbNull, "1", "Documentary,Short"],
            [
                "tt0000002", "movie", #"Say "Hi" \ Bye"#, #"Say "Hi" \ Bye"#, "0", imdbNull, imdbNull, imdbNull,
                imdbNull,
            ],
            [
                "tt0083658", "movie", "Blade Runner", "Blade Runner", "0", "1982", imdbNull, "117",
                "Action,Drama,Sci-Fi",
            ],
            ["tt0083659", "videoGame", "Blade Runner", "Blade Runner", "0", "1997", imdbNull, imdbNull, "Action"],
            ["tt0098800", "tvSeries", "Blade Runner", "Blade Runner", "0", "2020", "2021", "30", "Sci-Fi"],
            [
                "tt0211915", "movie", "Amélie", "Le fabuleux destin d'Amélie Poulain", "0", "2001", imdbNull, "122",
                "Comedy,Romance",
            ],
            [
                "tt1856101", "movie", "Blade Runner 2049", "Blade Runner 2049", "0", "2017", imdbNull, "164",
                "Action,Drama,Mystery",
            ],
            ["tt9000001", "movie", "Adult Film", "Adult Film", "1", "2010", imdbNull, "90", "Adult"],
        ]),
        .titleRatings: imdbTable([
            ["tconst", "averageRating", "numVotes"],
            ["tt0000001", "5.7", "2100"],
            ["tt0083658", "8.1", "800000"],
            ["tt0083659", "7.0", "100"],
            ["tt0211915", "8.3", "780000"],
            ["tt1856101", "8.0", "650000"],
        ]),
        .titlePrincipals: imdbTable([
            ["tconst", "ordering", "nconst", "category", "job", "characters"],
            ["tt0000001", "1", "nm0000002", "self", imdbNull, #"["Herself"]"#],
            ["tt0083658", "1", "nm0000148", "actor", imdbNull, #"["Rick Deckard"]"#],
            ["tt0083658", "2", "nm0000707", "actor", imdbNull, #"["Roy Batty"]"#],
            ["tt0083658", "3", "nm0000631", "director", imdbNull, imdbNull],
            ["tt0083658", "4", "nm0001026", "actress", imdbNull, #"["Rachael","Replicant \"Nexus\" 7"]"#],
            ["tt0083658", "5", "nm0000200", "self", imdbNull, #"["Himself"]"#],
            ["tt0083658", "6", "nm0000300", "producer", "producer", imdbNull],
            ["tt0083659", "1", "nm0009999", "actor", imdbNull, #"["Voice"]"#],
            ["tt0211915", "1", "nm0000250", "actress", imdbNull, #"["Am\u00e9lie Poulain"]"#],
            ["tt1856101", "1", "nm0000148", "actor", imdbNull, imdbNull],
            ["tt1856101", "2", "nm0000001", "actor", imdbNull, #"["K"]"#],
            ["tt9000001", "1", "nm0000500", "actress", imdbNull, #"["X"]"#],
        ]),
        .titleCrew: imdbTable([
            ["tconst", "directors", "writers"],
            ["tt0000001", "nm0000003", imdbNull],
            ["tt0083658", "nm0000631", "nm0000940,nm0000991"],
            ["tt0083659", "nm0009998", imdbNull],
            ["tt0211915", "nm0000466", "nm0000466,nm0000467"],
            ["tt1856101", "nm0898288", "nm0000940,nm1729428"],
            ["tt9000001", "nm0000501", imdbNull],
        ]),
        .nameBasics: imdbTable([
            ["nconst", "primaryName", "birthYear", "deathYear", "primaryProfession", "knownForTitles"],
            ["nm0000001", "Ryan Gosling", "1980", imdbNull, "actor", "tt1856101"],
            ["nm0000002", "Carmencita", "1868", "1910", "actress", "tt0000001"],
            ["nm0000003", "William K.L. Dickson", "1860", "1935", "director", "tt0000001"],
            ["nm0000148", "Harrison Ford", "1942", imdbNull, "actor", "tt0083658,tt1856101"],
            ["nm0000200", "Someone Himself", imdbNull, imdbNull, imdbNull, imdbNull],
            ["nm0000250", "Audrey Tautou", "1976", imdbNull, "actress", "tt0211915"],
            ["nm0000300", "Michael Deeley", "1932", imdbNull, "producer", "tt0083658"],
            ["nm0000466", "Jean-Pierre Jeunet", "1953", imdbNull, "director,writer", "tt0211915"],
            ["nm0000467", "Guillaume Laurant", "1961", imdbNull, "writer", "tt0211915"],
            ["nm0000500", "Adult Actress", imdbNull, imdbNull, "actress", "tt9000001"],
            ["nm0000501", "Adult Director", imdbNull, imdbNull, "director", "tt9000001"],
            ["nm0000631", "Ridley Scott", "1937", imdbNull, "director,producer", "tt0083658"],
            ["nm0000707", "Rutger Hauer", "1944", "2019", "actor", "tt0083658"],
            ["nm0000940", "Hampton Fancher", "1938", imdbNull, "writer", "tt0083658"],
            ["nm0000991", "David Webb Peoples", "1940", imdbNull, "writer", "tt0083658"],
            ["nm0001026", "Sean Young", "1959", imdbNull, "actress", "tt0083658"],
            ["nm0009998", "Game Director", imdbNull, imdbNull, "director", "tt0083659"],
            ["nm0009999", "Voice Actor", imdbNull, imdbNull, "actor", "tt0083659"],
            ["nm0898288", "Denis Villeneuve", "1967", imdbNull, "director", "tt1856101"],
            ["nm1729428", "Michael Green", imdbNull, imdbNull, "writer", "tt1856101"],
        ]),
    ]

    /// What the import keeps of these files without adult titles, and with them: films, cast,
    /// crew, people (as ``IMDbImportSummary/counts``).
    static let counts = [films, 7, 9, 13]
    static let adultCounts = [5, 8, 10, 15]
    static let films = 4

    /// Writes the five files into `folder` (made when need be), each a gzip file of `members`
    /// members, every line ending in `\n`.
    func write(to folder: URL, members: Int = 1) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for dataset in IMDbDataset.allCases {
            try Data(GzipFixture.file(text(of: dataset), members: members))
                .write(to: folder.appendingPathComponent(dataset.fileName))
        }
    }

    /// The text of `dataset`'s file, every line ending in `\n`.
    func text(of dataset: IMDbDataset) -> String {
        (lines[dataset] ?? []).map { $0 + "\n" }.joined()
    }
}

/// IMDb's null.
let imdbNull = #"\N"#

/// Lines of tab-separated `rows`.
func imdbTable(_ rows: [[String]]) -> [String] {
    rows.map { $0.joined(separator: "\t") }
}

extension IMDbImportSummary {
    /// Its films, cast, crew and people, to compare with ``IMDbTestDatasets/counts``.
    var counts: [Int] { [filmCount, castCount, crewCount, personCount] }
}
