import Foundation
import MovieKit
import Testing

@Suite struct LibraryArchiveTests {
    @Test func anUnmatchedFilmIsWrittenWithANullId() throws {
        let archive = LibraryArchive(watchlist: [
            .init(
                WatchlistEntry(
                    film: LibraryFilm(source: .tmdb, id: nil, title: "Lost", year: nil), added: day("2026-01-01")))
        ])
        let json = String(decoding: LibraryArchive.encoded(archive), as: UTF8.self)
        #expect(json.contains("\"id\" : null"))
        #expect(json.contains("\"year\" : null"))
        #expect(json.contains("\"format\" : \"movies-library\""))
    }

    /// Issue 43: a rating in halves is written as the number it is, a whole one as a whole number.
    @Test func aRatingInHalvesIsWrittenAsANumberAndReadBack() throws {
        let archive = LibraryArchive(
            diary: [.init(Viewing(film: tmdbFilm(1), watchedOn: nil, markedOn: day("2026-01-02"), rating: 0.5))],
            ratings: [
                .init(FilmRating(film: tmdbFilm(1), rating: 8.5, ratedOn: day("2026-01-02"))),
                .init(FilmRating(film: tmdbFilm(2), rating: 7, ratedOn: day("2026-01-02"))),
            ])
        let json = String(decoding: LibraryArchive.encoded(archive), as: UTF8.self)
        #expect(json.contains("\"yourRating\" : 0.5") && json.contains("\"yourRating\" : 8.5"), "\(json)")
        #expect(json.contains("\"yourRating\" : 7\n"), "\(json)")
        #expect(try LibraryArchive.read(LibraryArchive.encoded(archive), file: "f") == archive)
    }

    @Test func aDiaryEntrySeenWithoutADayHasANullWatchedOnAndNoRating() throws {
        let archive = LibraryArchive(diary: [
            .init(Viewing(film: tmdbFilm(1), watchedOn: nil, markedOn: day("2026-01-02")))
        ])
        let json = String(decoding: LibraryArchive.encoded(archive), as: UTF8.self)
        #expect(json.contains("\"watchedOn\" : null"))
        #expect(!json.contains("yourRating"))
        #expect(try LibraryArchive.read(LibraryArchive.encoded(archive), file: "f") == archive)
    }

    static let unreadable: [(String, String)] = [
        ("{}", "f: not an export of movies"),
        (#"{"format": "other", "version": 1}"#, "not an export of movies"),
        (#"{"format": "movies-library", "version": 9}"#, "newer movies"),
        (
            #"{"format": "movies-library", "version": 1, "ratings": [{"source": "tmdb", "id": 1, "title": "A", "year": 2000, "yourRating": 11, "ratedOn": "2026-01-01"}]}"#,
            "at ratings[0].yourRating: 11 is not a rating: 0.5 to 10 in halves"
        ),
        (
            #"{"format": "movies-library", "version": 1, "watchlist": [{"source": "tmdb", "id": 1, "title": "A", "added": "yesterday"}]}"#,
            "yyyy-MM-dd"
        ),
        (
            #"{"format": "movies-library", "version": 1, "watchlist": [{"source": "netflix", "id": 1, "title": "A", "added": "2026-01-01"}]}"#,
            "watchlist[0]"
        ),
        ("not json", "f:"),
        // Values the commands refuse, refused here in the same words, the field named (issue 41).
        (watchlist(#""id": -5"#), "f: at watchlist[0].id: -5 is not a film's id"),
        (watchlist(#""id": 0"#), "at watchlist[0].id: 0 is not a film's id"),
        (watchlist(#""id": 1.5"#), "at watchlist[0].id: 1.5 is not a film's id"),
        (watchlist(#""id": 99999999999999999999999"#), "at watchlist[0].id: 1e+23 is not a film's id"),
        (watchlist(#""id": 5, "year": 99999999999"#), "at watchlist[0].year: 99999999999 is not a year"),
        (watchlist(#""id": 5, "year": 1850"#), "at watchlist[0].year: 1850 is not a year"),
        (
            watchlist(#""id": 5"#, added: "0000-01-01"),
            #"at watchlist[0].added: "0000-01-01" is before there were films"#
        ),
        (watchlist(#""id": 5"#, added: "2999-01-01"), #"at watchlist[0].added: "2999-01-01" is in the future"#),
        (rating("7.3"), "at ratings[0].yourRating: 7.3 is not a rating: 0.5 to 10 in halves"),
        (rating("99999999999999999999"), "at ratings[0].yourRating: 1e+20 is not a rating"),
        (
            #"{"format": "movies-library", "version": 1, "diary": [{"source": "tmdb", "id": 1, "title": "A", "watchedOn": "2024-01-01", "yourRating": 0.25}]}"#,
            "at diary[0].yourRating: 0.25 is not a rating"
        ),
        (#"{"format": "movies-library", "version": 1.5}"#, "at version: 1.5 is not a whole number"),
        // A field too long to show is shown cut.
        (watchlist(#""id": 5"#, added: String(repeating: "9", count: 1 << 20)), #"at watchlist[0].added: "9999"#),
    ]

    /// An archive of one watchlist entry with `fields`, added on `added`.
    static func watchlist(_ fields: String, added: String = "2024-01-01") -> String {
        #"{"format": "movies-library", "version": 1, "watchlist": [{"source": "tmdb", "title": "A", "#
            + fields + #", "added": ""# + added + #""}]}"#
    }

    /// An archive of one rating, `yourRating` as written.
    static func rating(_ yourRating: String) -> String {
        #"{"format": "movies-library", "version": 1, "ratings": [{"source": "tmdb", "id": 1, "title": "A", "yourRating": "#
            + yourRating + #", "ratedOn": "2024-01-01"}]}"#
    }

    @Test(arguments: unreadable.indices)
    func aFileThatIsNotAnArchiveSaysWhyInOneLine(_ index: Int) {
        let (text, reason) = Self.unreadable[index]
        #expect {
            try LibraryArchive.read(Data(text.utf8), file: "f")
        } throws: { error in
            let description = "\(error)"
            return description.contains(reason) && !description.contains("\n") && description.count < 200
        }
    }
}
