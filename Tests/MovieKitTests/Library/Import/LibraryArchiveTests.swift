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
            #"{"format": "movies-library", "version": 1, "ratings": [{"source": "tmdb", "id": 1, "title": "A", "year": 1, "yourRating": 11, "ratedOn": "2026-01-01"}]}"#,
            "a rating is 1–10"
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
    ]

    @Test(arguments: unreadable.indices)
    func aFileThatIsNotAnArchiveSaysWhyInOneLine(_ index: Int) {
        let (text, reason) = Self.unreadable[index]
        #expect {
            try LibraryArchive.read(Data(text.utf8), file: "f")
        } throws: { error in
            let description = "\(error)"
            return description.contains(reason) && !description.contains("\n")
        }
    }
}
