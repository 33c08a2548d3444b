import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Reading the export files of `api-fixtures/imports/`, in Letterboxd's and IMDb's real layouts
/// (their README says what each row is for), before anything is matched.
@Suite struct ExportFileReadingTests {
    static let imports = apiFixturesFolder.appendingPathComponent("imports")

    private func titles(_ batch: ImportBatch, _ kind: (ImportedEntry.Record) -> Bool) -> [String] {
        batch.entries.filter { kind($0.record) }.map(\.film.title)
    }

    @Test func letterboxdsZipReadsAsItsFolder() throws {
        let folder = try LetterboxdExport.read(at: Self.imports.appendingPathComponent("letterboxd"))
        let zip = try LetterboxdExport.read(at: Self.imports.appendingPathComponent("letterboxd-export.zip"))
        #expect(folder.entries == zip.entries)
    }

    @Test func letterboxdsFilesGiveEveryEntryAndNothingDeleted() throws {
        let batch = try LetterboxdExport.read(at: Self.imports.appendingPathComponent("letterboxd"))
        let watchlist = titles(batch) { if case .watchlist = $0 { true } else { false } }
        #expect(watchlist.count == 5)
        // The Winter War's viewing in deleted/ is not one; it and Little Comet come from a list alone.
        let fromTheList = batch.entries.filter { ["Little Comet", "The Winter War"].contains($0.film.title) }
        #expect(fromTheList.count == 2)
        #expect(fromTheList.allSatisfy { if case .listed = $0.record { true } else { false } })
        let ratings = batch.entries.compactMap { entry -> YourRating? in
            if case .rating(let value, _) = entry.record { value } else { nil }
        }
        #expect(ratings.sorted() == [1, 4, 7, 8, 8, 9, 10])
        let rewatches = batch.entries.filter { entry in
            if case .viewing(_, _, let rewatch, _, _, _) = entry.record { rewatch } else { false }
        }
        #expect(rewatches.map(\.film.title) == ["The Paper Lantern"])
    }

    @Test func aLetterboxdDiaryRowIsAViewingOnItsWatchedDate() throws {
        let batch = try LetterboxdExport.read(at: Self.imports.appendingPathComponent("letterboxd"))
        let cafe = batch.entries.first { entry in
            if entry.film.title == "Café Lumière", case .viewing(let day?, _, _, _, _, _) = entry.record {
                return day == APIDate.parse("2024-08-01")
            }
            return false
        }
        guard case .viewing(_, let marked, _, let rating, let tags, _) = try #require(cafe).record else { return }
        #expect(marked == APIDate.parse("2024-08-09"))
        #expect(rating == 1)
        #expect(tags == ["tokyo", "trains"])
    }

    @Test func aLetterboxdReviewIsItsDiaryEntrysNotAnotherViewing() throws {
        let batch = try LetterboxdExport.read(at: Self.imports.appendingPathComponent("letterboxd"))
        let amelie = batch.entries.filter { entry in
            if entry.film.title == "Amélie and the Clockmaker", case .viewing(_?, _, _, _, _, _) = entry.record {
                return true
            }
            return false
        }
        #expect(amelie.count == 1)
        guard case .viewing(_, _, _, let rating, let tags, let review) = try #require(amelie.first).record else {
            return
        }
        #expect(rating == 10 && tags == ["paris"])
        #expect(review?.contains("<i>") == true)
    }

    static let imdbFiles: [(String, films: Int, notFilms: Int)] = [
        ("imdb-ratings.csv", 10, 2), ("imdb-ratings-old.csv", 8, 2), ("imdb-watchlist.csv", 5, 1),
    ]

    @Test(arguments: imdbFiles.map(\.0))
    func imdbsLayoutsGiveTheirFilmsByIdAndLeaveOutTVTitles(_ name: String) throws {
        let expected = try #require(Self.imdbFiles.first { $0.0 == name })
        let batch = try IMDbExport.read(at: Self.imports.appendingPathComponent(name))
        let films = Set(batch.entries.map(\.film))
        #expect(films.count == expected.films)
        #expect(batch.notFilms.count == expected.notFilms)
        #expect(films.allSatisfy { if case .imdbID(let id) = $0.match { id.hasPrefix("tt") } else { false } })
    }

    @Test func anIMDbRatingAlsoMarksTheFilmSeenOnTheDayItWasRated() throws {
        let batch = try IMDbExport.read(at: Self.imports.appendingPathComponent("imdb-ratings.csv"))
        let lantern = batch.entries.filter { $0.film.match == .imdbID("tt9100001") }
        #expect(lantern.count == 2)
        #expect(
            lantern.contains { entry in
                if case .viewing(nil, _, false, nil, [], nil) = entry.record { true } else { false }
            })
    }

    static let badFiles: [(String, String, String)] = [
        ("no Const", "Title,Your Rating,Date Rated\nA,7,2024-01-01\n", "no \"Const\" column"),
        ("neither layout", "Const,Title\ntt1,A\n", "neither IMDb's ratings"),
        (
            "a bad id", "Const,Title,Your Rating,Date Rated\nnope,A,7,2024-01-01\n",
            ":2: the Const \"nope\" is not an IMDb title id"
        ),
        (
            "a rating of 11", "Const,Title,Your Rating,Date Rated\ntt1,A,11,2024-01-01\n",
            ":2: the Your Rating \"11\" is not a rating: 0.5 to 10 in halves"
        ),
        ("a signed rating", "Const,Title,Your Rating,Date Rated\ntt1,A,+7,2024-01-01\n", ":2: the Your Rating \"+7\""),
        (
            "a day to come", "Const,Title,Your Rating,Date Rated\ntt1,A,7,2999-01-01\n",
            ":2: the Date Rated \"2999-01-01\" is in the future"
        ),
        ("a year of 1850", "Const,Title,Year,Created\ntt1,A,1850,2024-01-01\n", ":2: the Year \"1850\" is not a year"),
        (
            "a megabyte id", "Const,Title,Created\n" + String(repeating: "x", count: 1 << 20) + ",A,2024-01-01\n",
            ":2: the Const \"" + String(repeating: "x", count: 40) + "…\" is not an IMDb title id"
        ),
        ("a bad day", "Const,Title,Your Rating,Date Rated\ntt1,A,7,01/02/2024\n", ":2: the Date Rated \"01/02/2024\""),
        (
            "an open quote", "Const,Title,Your Rating,Date Rated\ntt1,\"A,7,2024-01-01\n",
            ":2: a field opens with a quote"
        ),
    ]

    @Test(arguments: badFiles.map(\.0))
    func anIMDbFileThatDoesNotReadSaysWhereInOneLine(_ name: String) async throws {
        let (_, text, reason) = try #require(Self.badFiles.first { $0.0 == name })
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("ratings.csv")
            try Data(text.utf8).write(to: file)
            #expect {
                try IMDbExport.read(at: file)
            } throws: { error in
                let description = "\(error)"
                return description.contains(reason) && description.hasPrefix(file.path) && !description.contains("\n")
                    && description.count < file.path.count + 200
            }
        }
    }

    /// Letterboxd files with a value the commands refuse, and what the refusal says.
    static let badLetterboxdValues: [(file: String, text: String, reason: String)] = [
        (
            "ratings.csv", "Date,Name,Year,Letterboxd URI,Rating\r\n2024-01-01,A,2001,x,4.3\r\n",
            "ratings.csv:2: the Rating \"4.3\" is not a rating in stars: 0.5 to 5 in halves"
        ),
        ("ratings.csv", "Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,A,2001,x,0x4\n", "the Rating \"0x4\""),
        ("ratings.csv", "Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,A,2001,x,1e0\n", "the Rating \"1e0\""),
        (
            "diary.csv", "Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,A,2001,x, 3.5e0\n",
            "diary.csv:2: the Rating \"3.5e0\""
        ),
        (
            "watchlist.csv", "Date,Name,Year,Letterboxd URI\n0000-01-01,A,2001,x\n",
            "watchlist.csv:2: the Date \"0000-01-01\" is before there were films"
        ),
        (
            "watched.csv", "Date,Name,Year,Letterboxd URI\n2999-01-01,A,2001,x\n",
            "watched.csv:2: the Date \"2999-01-01\" is in the future"
        ),
        (
            "diary.csv", "Date,Name,Year,Letterboxd URI,Watched Date\n2024-01-01,A,2001,x,2999-01-01\n",
            "diary.csv:2: the Watched Date \"2999-01-01\" is in the future"
        ),
        (
            "watched.csv", "Date,Name,Year,Letterboxd URI\n2024-01-01,A,99999999999,x\n",
            "watched.csv:2: the Year \"99999999999\" is not a year from 1874 to"
        ),
        (
            "ratings.csv",
            "Date,Name,Year,Letterboxd URI,Rating\n2024-01-01,A,2001,x,\"" + String(repeating: "5", count: 1 << 20)
                + "\"\n",
            "ratings.csv:2: the Rating \"" + String(repeating: "5", count: 40) + "…\" is not a rating in stars"
        ),
    ]

    @Test(arguments: badLetterboxdValues.indices)
    func aLetterboxdValueTheCommandsRefuseIsRefusedNamingItsLine(_ index: Int) async throws {
        let (name, text, reason) = Self.badLetterboxdValues[index]
        try await withTemporaryFolder { folder in
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
            #expect {
                try LetterboxdExport.read(at: folder)
            } throws: { error in
                let description = "\(error)"
                return description.contains(reason) && description.count < folder.path.count + 200
            }
        }
    }

    @Test func aFolderWithoutLetterboxdsFilesIsNotAnExport() async {
        await withTemporaryFolder { folder in
            #expect {
                try LetterboxdExport.read(at: folder)
            } throws: { error in "\(error)".contains("not a Letterboxd export") }
        }
    }

    @Test func aFileThatIsNotAZipIsNotAnExport() async throws {
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("export.zip")
            try Data("hello".utf8).write(to: file)
            #expect {
                try LetterboxdExport.read(at: file)
            } throws: { error in "\(error)".hasPrefix(file.path) }
        }
    }
}
