import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The dataset files of `api-fixtures/imdb/` are what their sources in `tsv/` give, in IMDb's
/// layout; each set of `imdb-hostile/` is five files, broken where its README says.
struct IMDbFixtureFilesTests {
    /// The text a `.gz` file written by `gzip -n` holds (a ten-byte header, deflate, a trailer).
    static func gunzip(_ url: URL) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: url))
        try #require(bytes.count > 18 && bytes[0] == 0x1f && bytes[1] == 0x8b && bytes[3] == 0)
        return String(decoding: try RawDeflate.inflate(Array(bytes[10...]), outputLimit: 1 << 22), as: UTF8.self)
    }

    static func source(_ dataset: IMDbDataset) throws -> String {
        try String(
            contentsOf: imdbFixturesFolder.appendingPathComponent("tsv/\(dataset.rawValue).tsv"), encoding: .utf8)
    }

    static let headers: [IMDbDataset: String] = [
        .titleBasics:
            "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres\tinterests",
        .titleRatings: "tconst\taverageRating\tnumVotes",
        .titlePrincipals: "tconst\tordering\tnconst\tcategory\tjob\tcharacters",
        .titleCrew: "tconst\tdirectors\twriters",
        .nameBasics: "nconst\tprimaryName\tbirthYear\tdeathYear\tprimaryProfession\tknownForTitles",
    ]

    @Test(arguments: IMDbDataset.allCases)
    func eachFileIsItsSourceInIMDbsLayout(dataset: IMDbDataset) throws {
        let text = try Self.gunzip(imdbFixturesFolder.appendingPathComponent(dataset.fileName))
        #expect(text == (try Self.source(dataset)))
        #expect(text.hasSuffix("\n") && !text.contains("\r"))
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first.map(String.init) == Self.headers[dataset])
        let columns = lines[0].split(separator: "\t").count
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == columns })
        let ids = lines.dropFirst().map { Int($0.prefix { $0 != "\t" }.dropFirst(2)) ?? 0 }
        #expect(ids == ids.sorted())
    }

    @Test(arguments: ["truncated-principals", "missing-runtime", "short-row", "bad-characters"])
    func eachHostileSetHoldsTheFiveFilesOneOfThemBroken(name: String) throws {
        let folder = imdbHostileFixturesFolder(name)
        let changed = try IMDbDataset.allCases.filter { dataset in
            try Data(contentsOf: folder.appendingPathComponent(dataset.fileName))
                != Data(contentsOf: imdbFixturesFolder.appendingPathComponent(dataset.fileName))
        }
        #expect(changed.count == 1)
    }

    @Test func theBrokenLinesAreWhereTheREADMESays() throws {
        let ratings = try Self.gunzip(
            imdbHostileFixturesFolder("short-row").appendingPathComponent("title.ratings.tsv.gz"))
        #expect(ratings.split(separator: "\n")[11] == "tt0083658\t8.1")
        let principals = try Self.gunzip(
            imdbHostileFixturesFolder("bad-characters").appendingPathComponent("title.principals.tsv.gz"))
        #expect(principals.split(separator: "\n")[34] == "tt0083658\t1\tnm0000148\tactor\t\\N\t[\"Rick Deckard\"")
        let basics = try Self.gunzip(
            imdbHostileFixturesFolder("missing-runtime").appendingPathComponent("title.basics.tsv.gz"))
        #expect(basics.split(separator: "\n")[0].split(separator: "\t").contains("runtimeMinutes") == false)
        #expect(throws: RawDeflateError.self) {
            try Self.gunzip(
                imdbHostileFixturesFolder("truncated-principals").appendingPathComponent("title.principals.tsv.gz"))
        }
    }
}
