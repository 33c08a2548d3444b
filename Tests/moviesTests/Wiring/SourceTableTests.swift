import ArgumentParser
import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

@testable import movies

/// The command line knows its sources from one table (``ServiceStack/maker(for:)`` and the
/// makers of `SourceServiceMaker.swift`): every other file reads a source's description, and the
/// help lists the sources the table has.
struct SourceTableTests {
    /// The files of the command line allowed to name a source by its key: the source table.
    private static let table: Set<String> = ["Wiring/ServiceStack.swift", "Wiring/SourceServiceMaker.swift"]

    /// What names a source by its key to tell it apart: `== .imdb`, `!= .tmdb`, `case .demo`,
    /// `MovieSource.tmdb`, `source: .imdb`, or a key as a dictionary's.
    private static let switches = [
        #"(==|!=)\s*\.(demo|tmdb|imdb)\b"#, #"\.(demo|tmdb|imdb)\s*(==|!=)"#, #"\bcase\s+\.(demo|tmdb|imdb)\b"#,
        #"\bMovieSource\s*\.\s*(demo|tmdb|imdb)\b"#, #"\bsource\s*:\s*\.(demo|tmdb|imdb)\b"#,
        #"[\[,]\s*\.(demo|tmdb|imdb)\s*:"#,
    ].map { try! NSRegularExpression(pattern: $0) }

    @Test func noFileOfTheCommandLineButTheSourceTableTellsSourcesApart() throws {
        let found = try CommandLineCode.places(outside: Array(Self.table)) { code in
            let range = NSRange(code.startIndex..., in: code)
            return Self.switches.contains { $0.firstMatch(in: code, range: range) != nil }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func theTableHasAMakerForEverySourceAndItsDefault() {
        for source in MovieSource.allCases {
            #expect(ServiceStack.catalogue(of: source, apiURL: nil, language: "").source == source)
        }
        #expect(SourceOption.defaultValue == ServiceStack.defaultSource)
    }

    @Test func theHelpListsEverySourceOfTheTable() {
        let help = Self.words(Movies.helpMessage(columns: 200))
        let environment = Self.words(Movies.EnvironmentTopic.helpMessage(columns: 200))
        for described in MovieSourceDescription.all {
            let entry = "\(described.commandLineName) (\(described.summary); ratings 0–\(Int(described.ratingScale))"
            #expect(help.contains(entry), "the help names no \(entry)")
        }
        let names = MovieSource.allCases.map(\.rawValue)
        #expect(
            environment.contains("MOVIES_SOURCE \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")"))
        #expect(!help.contains("Two sources"))
    }

    @Test func sourceHelpListsEverySourceOfTheTable() {
        #expect(Self.words(SourceOption.helpMessage(columns: 1000)).contains(SourceOption.help))
        #expect(
            SourceOption.help
                == "The catalogue: demo (built in; ratings 0–100), tmdb (The Movie Database; ratings 0–10; needs a key) "
                + "or imdb (IMDb's datasets, imported by `movies sync --source imdb`; ratings 0–10). "
                + "Default: $MOVIES_SOURCE, else demo.")
    }

    /// `text` with each run of blanks and line breaks as one space, as help wraps it.
    private static func words(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
