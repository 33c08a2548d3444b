import Foundation
import Testing

@testable import MovieKit

/// A change file's line read without a JSON decoder (issue 62): every line movies writes is
/// read so, as the decoder reads it; any other line is left to the decoder.
@Suite struct SyncLineScannerTests {
    static let machine = MachineID("0123456789abcdef")
    static let viewingID = UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")
    static let listID = UUID(uuidString: "6BA7B810-9DAD-11D1-80B4-00C04FD430C8")

    /// Changes of every kind, as machines make them: adds, edits, removals, titles of any
    /// script and slashes; none needs an escape in its line.
    static let plainChanges: [SyncChange] = {
        guard let machine, let viewingID, let listID else { return [] }
        let time = HybridLogicalTime(wall: 1_764_928_800_123, counter: 7, machine: machine)
        let film = LibraryFilm(source: .tmdb, id: 603, imdbID: "tt0133093", title: "The Matrix", year: 1999)
        let unmatched = LibraryFilm(source: .imdb, id: nil, imdbID: nil, title: "Amélie / 東京", year: nil)
        return [
            SyncChange(
                kind: .watchlist, film: film, viewing: nil,
                fields: ["present": .flag(true), "added": .text("2026-12-05")], time: time),
            SyncChange(
                kind: .rating, film: unmatched, viewing: nil,
                fields: ["present": .flag(true), "rating": .number(7.5), "ratedOn": .text("2026-12-05")], time: time),
            SyncChange(
                kind: .viewing, film: film, viewing: viewingID,
                fields: [
                    "present": .flag(true), "watchedOn": .null, "markedOn": .text("2026-12-05"),
                    "rewatch": .flag(false), "rating": .number(10), "tags": .texts(["cinema", "friends"]),
                    "review": .text("100% ✓, as good as 1999's"),
                ], time: time),
            SyncChange(kind: .viewing, film: film, viewing: viewingID, fields: ["tags": .texts([])], time: time),
            SyncChange(kind: .watchlist, film: film, viewing: nil, fields: ["present": .flag(false)], time: time),
            SyncChange(
                kind: .list, film: nil, viewing: nil, list: listID,
                fields: [
                    "present": .flag(true), "name": .text("Best of 1999"), "description": .null,
                    "ranked": .flag(true),
                ], time: time),
            SyncChange(
                kind: .listEntry, film: film, viewing: nil, list: listID,
                fields: ["present": .flag(true), "position": .text("5")], time: time),
        ]
    }()

    /// Changes whose lines hold escapes: quotes, a backslash, a line break.
    static let escapedChanges: [SyncChange] = {
        guard let machine, let viewingID else { return [] }
        let time = HybridLogicalTime(wall: 1_764_928_800_123, counter: 0, machine: machine)
        let film = LibraryFilm(source: .tmdb, id: 194, title: "Le fabuleux destin d'\"Amélie\" \\ Poulain", year: 2001)
        return [
            SyncChange(
                kind: .viewing, film: film, viewing: viewingID,
                fields: [
                    "present": .flag(true), "watchedOn": .text("2026-12-01"), "markedOn": .text("2026-12-05"),
                    "rewatch": .flag(true), "rating": .null, "tags": .texts(["with \"friends\""]),
                    "review": .text("Line one\nline two"),
                ], time: time)
        ]
    }()

    /// Lines no machine writes: spaces, escapes, `null` films, exponents, keys twice or unknown,
    /// numbers JSON does not allow, something after the object, values of the wrong kind.
    static let oddLines = [
        #"{ "clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"ratedOn":"2026\u002d12-05"},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8},"film":null,"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8e0},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","entry":"watchlist","fields":{"rating":8},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8,"rating":9},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","extra":1,"fields":{"rating":8},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":08},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8.},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":-0},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8},"film":{"id":1.5,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8},"film":{"id":99999999999999999999,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}x"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"tags":["a",1]},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8},"film":{"id":"1","source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"film","fields":{"rating":8},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"viewing","viewing":"not-a-uuid","fields":{},"film":{"id":1,"source":"nowhere"},"machine":"0123456789abcdef"}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8},"film":{"id":1,"source":"tmdb"}}"#,
        #"{"clock":"2026-12-05T10:00:00.000Z/0","entry":"rating","fields":{"rating":8},"film":{"id":1,"source":"tmdb"},"machine":"0123456789abcdef""#,
        #"[]"#, "", "{}",
    ]

    @Test(arguments: plainChanges)
    func aLineOfPlainTextIsReadWithoutTheDecoderAsTheDecoderReadsIt(change: SyncChange) throws {
        let line = change.line.dropLast()
        let scanned = try #require(SyncLineScanner.line(line))
        #expect(scanned == (try SyncJSON.value(SyncChange.Line.self, from: line)))
    }

    @Test(arguments: plainChanges + escapedChanges)
    func everyLineMoviesWritesIsReadBackAsTheChangeItWrote(change: SyncChange) throws {
        let line = change.line.dropLast()
        #expect(try SyncChange(line: line, today: Date(timeIntervalSince1970: 1_800_000_000)) == change)
    }

    @Test(arguments: oddLines)
    func aLineWrittenOtherwiseIsLeftToTheDecoder(line: String) {
        let bytes = ArraySlice(Array(line.utf8))
        let decoded = try? SyncJSON.value(SyncChange.Line.self, from: bytes)
        #expect(SyncLineScanner.line(bytes) == nil || SyncLineScanner.line(bytes) == decoded)
        if decoded == nil { #expect(SyncLineScanner.line(bytes) == nil) }
    }
}
