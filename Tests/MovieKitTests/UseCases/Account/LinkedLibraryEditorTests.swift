import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// Your library's edits told at once to a linked TMDB account: the one use case the commands and
/// the picker call, which decides what of each edit the account keeps.
struct LinkedLibraryEditorTests {
    private let source = UseCaseFilms.source()
    private let calendar = LibraryCalendar(now: { day("2026-11-20").addingTimeInterval(3_600) }, timeZone: .gmt)

    private func linked(
        _ library: FilmLibrary, account: InMemoryAccount, offline: Bool = false
    ) throws -> LinkedLibraryEditor {
        LinkedLibraryEditor(
            editor: try LibraryEditor(library: library, calendar: calendar),
            account: AccountLink { .linked(name: "ada", lists: account) }, offline: offline)
    }

    @Test func ratingAFilmOnTheWatchlistTellsTheAccountTheRatingThenThatItLeftTheWatchlist() async throws {
        let service = try CachingMovieService.over(source)
        let library = try FilmLibrary.inMemory()
        try library.addToWatchlist(UseCaseFilms.kept(UseCaseFilms.bladeRunner), on: day("2026-01-03"))
        let account = InMemoryAccount()
        let edited = try await linked(library, account: account).edit { editor throws(LibraryEditError) in
            try await editor.rate(.id(78), 9, findingWith: service)
        }
        #expect(edited.change.leftWatchlist && edited.told == .sent(account: "ada"))
        #expect(await account.writes == [.rate(78, 9), .watchlist(78, on: false)])
    }

    @Test func loggingAViewingWithoutARatingOfAFilmNotOnTheWatchlistTellsTheAccountNothing() async throws {
        let service = try CachingMovieService.over(source)
        let account = InMemoryAccount()
        let edited = try await linked(try FilmLibrary.inMemory(), account: account).edit {
            editor throws(LibraryEditError) in
            try await editor.logViewing(of: .id(15), on: day("2026-02-03"), findingWith: service)
        }
        #expect(edited.change.accountChanges.isEmpty)
        #expect(await account.writes.isEmpty)
    }

    @Test func aWatchlistChangeIsToldAsTheAccountKeepsIt() async throws {
        let service = try CachingMovieService.over(source)
        let library = try FilmLibrary.inMemory()
        let account = InMemoryAccount()
        let editor = try linked(library, account: account)
        let added = try await editor.edit { editor throws(LibraryEditError) in
            try await editor.addToWatchlist(.id(16), findingWith: service)
        }
        let again = try await editor.edit { editor throws(LibraryEditError) in
            try await editor.addToWatchlist(.id(16), findingWith: service)
        }
        let removed = try await editor.edit { editor throws(LibraryEditError) in
            try editor.removeFromWatchlist(.id(16), of: .tmdb)
        }
        #expect(added.change.accountChanges == [.watchlist(true)] && again.change.accountChanges.isEmpty)
        #expect(removed.change.accountChanges == [.watchlist(false)])
        #expect(await account.writes == [.watchlist(16, on: true), .watchlist(16, on: false)])
    }

    @Test func offlineTheChangeIsKeptAndWaitsForTheNextSync() async throws {
        let service = try CachingMovieService.over(source)
        let library = try FilmLibrary.inMemory()
        let account = InMemoryAccount()
        let edited = try await linked(library, account: account, offline: true).edit {
            editor throws(LibraryEditError) in
            try await editor.rate(.id(16), 7, findingWith: service)
        }
        #expect(edited.told == .waiting(account: "ada", reason: "--offline"))
        #expect(try library.yours(film: 16, of: .tmdb).rating == 7)
        #expect(await account.writes.isEmpty)
    }

    @Test func anAccountThatCannotBeReachedLeavesTheChangeWaitingSayingWhy() async throws {
        let service = try CachingMovieService.over(source)
        let editor = LinkedLibraryEditor(
            editor: try LibraryEditor(library: try FilmLibrary.inMemory(), calendar: calendar),
            account: AccountLink { .unreachable(name: "ada", reason: "no TMDB key") }, offline: false)
        let edited = try await editor.edit { editor throws(LibraryEditError) in
            try await editor.addToWatchlist(.id(16), findingWith: service)
        }
        #expect(edited.told == .waiting(account: "ada", reason: "no TMDB key"))
    }

    @Test func withNoAccountLinkedNothingIsTold() async throws {
        let service = try CachingMovieService.over(source)
        let editor = LinkedLibraryEditor(
            editor: try LibraryEditor(library: try FilmLibrary.inMemory(), calendar: calendar), account: .none,
            offline: false)
        let edited = try await editor.edit { editor throws(LibraryEditError) in
            try await editor.addToWatchlist(.id(16), findingWith: service)
        }
        #expect(edited.told == .nothing)
    }
}
