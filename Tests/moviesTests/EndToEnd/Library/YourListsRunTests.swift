import Foundation
import MovieKitTestSupport
import Testing

/// Your own lists (issue 48) made, filled, shown, renamed, deleted and restored by the built
/// `movies`, its films TMDB's as `movies-api --dialect tmdb` serves them over loopback.
struct YourListsRunTests {
    /// Runs `arguments`; those that may ask the API (`list add`, `show`) with a timeout.
    private func run(_ runner: LibraryRunner, _ arguments: [String]) async throws -> MoviesRun {
        let asks = arguments.first == "show" || arguments.starts(with: ["list", "add"])
        return try await asks ? runner.ask(arguments) : runner.run(arguments)
    }

    /// Runs `arguments`, which must succeed; what it printed.
    private func succeed(_ runner: LibraryRunner, _ arguments: [String]) async throws -> MoviesRun {
        let run = try await run(runner, arguments)
        #expect(run.status == 0, "\(arguments): \(run.error)")
        return run
    }

    /// The ids of the films of list `name`, in their order, and their positions.
    private func films(_ runner: LibraryRunner, _ name: String) async throws -> (ids: [Int?], positions: [Int]) {
        let run = try await runner.run(["list", "show", name, "--format", "json"])
        #expect(run.status == 0, "\(run.error)")
        let list = try LibraryJSON.object(run.output)
        let films = try #require(list["films"] as? [[String: Any]], "\(list)")
        return (LibraryJSON.ids(films), films.compactMap { $0["position"] as? Int })
    }

    @Test func aRankedListTakesFilmsByIdAndByTitleAtTheRanksGiven() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                let made = try await succeed(
                    runner, ["list", "create", "Best of 2016", "--ranked", "--description", "My top three"])
                #expect(made.output.contains("Made your ranked list \"Best of 2016\""), "\(made)")
                let byID = try await succeed(runner, ["list", "add", "Best of 2016", "100010"])
                #expect(byID.output.contains("Added Northern Signal (2016, 100010)"), "\(byID)")
                _ = try await succeed(runner, ["list", "add", "best of 2016", "Glass", "Meridian"])
                let first = try await succeed(runner, ["list", "add", "Best of 2016", "100001", "--at", "1"])
                #expect(first.output.contains("at 1"), "\(first)")
                let (ids, positions) = try await films(runner, "Best of 2016")
                #expect(ids == [100_001, 100_010, 100_013] && positions == [1, 2, 3], "\(ids) \(positions)")

                let moved = try await succeed(runner, ["list", "add", "Best of 2016", "100013", "--at", "1"])
                #expect(moved.output.contains("from 3 to 1"), "\(moved)")
                #expect(try await films(runner, "Best of 2016").ids == [100_013, 100_001, 100_010])

                let again = try await succeed(runner, ["list", "add", "Best of 2016", "Northern Signal"])
                #expect(again.output.contains("already, at 3"), "\(again)")

                let overview = try await runner.entries(["list"])
                #expect(overview.count == 1 && overview[0]["name"] as? String == "Best of 2016", "\(overview)")
                #expect(overview[0]["films"] as? Int == 3 && overview[0]["ranked"] as? Bool == true)
                #expect(overview[0]["description"] as? String == "My top three")

                let csv = try await succeed(runner, ["list", "show", "Best of 2016", "--format", "csv"])
                #expect(csv.output.hasPrefix("position,source,id,imdb_id,title,year\r\n1,tmdb,100013,"), "\(csv)")
                let table = try await succeed(runner, ["list", "show", "Best of 2016"])
                #expect(table.output.contains("Best of 2016 (ranked)") && table.output.contains("My top three"))
            }
        }
    }

    @Test func aFilmsPageNamesTheListsItIsOn() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await succeed(runner, ["list", "create", "Noir"])
                _ = try await succeed(runner, ["list", "create", "Autumn"])
                _ = try await succeed(runner, ["list", "add", "Noir", "100010"])
                _ = try await succeed(runner, ["list", "add", "Autumn", "100010"])
                let page = try await succeed(runner, ["show", "100010", "--format", "json"])
                let yours = try #require(
                    try LibraryJSON.object(page.output)["yours"] as? [String: Any], "\(page.output)")
                #expect(yours["lists"] as? [String] == ["Autumn", "Noir"], "\(yours)")
                let text = try await succeed(runner, ["show", "100010"])
                #expect(text.output.contains("on your lists \"Autumn\", \"Noir\""), "\(text.output)")
            }
        }
    }

    @Test func aFilmTakenOffAListLeavesTheOthersInOrder() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await succeed(runner, ["list", "create", "Top", "--ranked"])
                for id in ["100001", "100010", "100013"] { _ = try await succeed(runner, ["list", "add", "Top", id]) }
                let removed = try await succeed(runner, ["list", "remove", "Top", "Northern Signal"])
                #expect(removed.output.contains("Took Northern Signal (2016, 100010) off your list \"Top\""))
                let (ids, positions) = try await films(runner, "Top")
                #expect(ids == [100_001, 100_013] && positions == [1, 2])
                let notOn = try await runner.run(["list", "remove", "Top", "100010"])
                #expect(notOn.status == 66 && notOn.error.contains("not on your list \"Top\""), "\(notOn)")
            }
        }
    }

    @Test func aDeletedListIsRestoredWithItsFilms() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await succeed(runner, ["list", "create", "Noir"])
                _ = try await succeed(runner, ["list", "add", "Noir", "100010"])
                let deleted = try await succeed(runner, ["list", "delete", "Noir"])
                #expect(deleted.output.contains("movies list restore Noir"), "\(deleted)")
                #expect(try await runner.entries(["list"]).isEmpty)
                let page = try await succeed(runner, ["show", "100010", "--format", "json"])
                let yours = try LibraryJSON.object(page.output)["yours"] as? [String: Any]
                #expect(yours?["lists"] as? [String] == [], "a deleted list is on no page: \(page.output)")

                let restored = try await succeed(runner, ["list", "restore", "noir"])
                #expect(restored.output.contains("Restored your list \"Noir\" of 1 film"), "\(restored)")
                #expect(try await films(runner, "Noir").ids == [100_010])
                let none = try await runner.run(["list", "restore", "Noir"])
                #expect(none.status == 66, "restored already: \(none)")
            }
        }
    }

    @Test func deleteAsksOnATerminalAndKeepsTheListUnlessTold() async throws {
        try await LibraryRunner.with(nil) { runner in
            _ = try await succeed(runner, ["list", "create", "Noir"])
            var environment = runner.environment
            environment["XDG_DATA_HOME"] =
                runner.libraryFile.deletingLastPathComponent().deletingLastPathComponent()
                .path
            environment["MOVIES_CACHE"] = runner.movies.cache.path
            environment["NO_COLOR"] = "1"
            let kept = try await RealTerminal.moviesOnPseudoTerminal(
                ["list", "delete", "Noir"], environment: environment, input: "n\n")
            #expect(kept.status == 0 && kept.printed.contains("Delete your list \"Noir\" of 0 films? [y/N]"), "\(kept)")
            #expect(kept.printed.contains("kept your list"), "\(kept)")
            #expect(try await runner.entries(["list"]).count == 1)
            let gone = try await RealTerminal.moviesOnPseudoTerminal(
                ["list", "delete", "Noir"], environment: environment, input: "y\n")
            #expect(gone.status == 0 && gone.printed.contains("Deleted your list"), "\(gone)")
            #expect(try await runner.entries(["list"]).isEmpty)
        }
    }

    @Test(arguments: [
        (["list", "show", "Nothing"], Int32(66), "you have no list named \"Nothing\""),
        (["list", "add", "Nothing", "100010"], 66, "you have no list named \"Nothing\""),
        (["list", "create", "Noir"], 64, "you have a list named \"Noir\" already"),
        (["list", "create", "NOIR"], 64, "you have a list named \"Noir\" already"),
        (["list", "create", "  "], 64, "a list's name needs"),
        (["list", "add", "Noir", "100010", "--at", "2"], 64, "is not ranked"),
        (["list", "rename", "Noir", "Autumn"], 64, "you have a list named \"Autumn\" already"),
    ])
    func aListCommandThatCannotBeDoneSaysWhyInOneLine(arguments: [String], status: Int32, words: String) async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await succeed(runner, ["list", "create", "Noir"])
                _ = try await succeed(runner, ["list", "create", "Autumn"])
                let run = try await run(runner, arguments)
                #expect(run.status == status && run.error.contains(words), "\(run)")
                #expect(run.error.split(separator: "\n").count == 1, "\(run.error)")
                #expect(try await runner.entries(["list"]).count == 2)
            }
        }
    }

    @Test func aListIsRenamedKeepingItsFilms() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await succeed(runner, ["list", "create", "Noir"])
                _ = try await succeed(runner, ["list", "add", "Noir", "100010"])
                let renamed = try await succeed(runner, ["list", "rename", "noir", "Neo-noir"])
                #expect(renamed.output.contains("Renamed your list \"noir\" \"Neo-noir\""), "\(renamed)")
                #expect(try await films(runner, "Neo-noir").ids == [100_010])
                #expect(try await runner.run(["list", "show", "Noir"]).status == 66)
            }
        }
    }

    @Test func listsGoOutInTheJSONExportAndComeBackWithImportOnce() async throws {
        try await withTMDBServer { server in
            try await withTemporaryFolder { folder in
                let file = folder.appendingPathComponent("films.json")
                try await LibraryRunner.with(server) { runner in
                    _ = try await succeed(runner, ["list", "create", "Top", "--ranked", "--description", "Mine"])
                    _ = try await succeed(runner, ["list", "create", "Someday"])
                    for id in ["100013", "100001", "100010"] {
                        _ = try await succeed(runner, ["list", "add", "Top", id])
                    }
                    _ = try await succeed(runner, ["export", "json", "--output", file.path])
                }
                // An export with lists is version 3: a movies before lists refuses it as newer rather than drop them.
                #expect(try String(contentsOf: file, encoding: .utf8).contains(#""version" : 3"#))
                try await LibraryRunner.with(nil) { runner in
                    let imported = try await runner.run(["import", "json", file.path])
                    #expect(imported.status == 0 && imported.output.contains("lists 3 added"), "\(imported)")
                    #expect(try await films(runner, "Top").ids == [100_013, 100_001, 100_010])
                    let overview = try await runner.entries(["list"])
                    #expect(overview.compactMap { $0["name"] as? String } == ["Someday", "Top"], "\(overview)")
                    #expect(
                        overview.last?["ranked"] as? Bool == true && overview.last?["description"] as? String == "Mine")
                    let again = try await runner.run(["import", "json", file.path])
                    #expect(again.status == 0 && again.output.contains("lists 0 added, 3 already there"), "\(again)")
                    #expect(try await films(runner, "Top").ids == [100_013, 100_001, 100_010])
                }
            }
        }
    }

    @Test func aListExportsInLetterboxdsListImportFormat() async throws {
        try await withTMDBServer { server in
            try await LibraryRunner.with(server) { runner in
                _ = try await succeed(runner, ["list", "create", "Top", "--ranked"])
                _ = try await succeed(runner, ["list", "add", "Top", "100010"])
                _ = try await succeed(runner, ["list", "add", "Top", "100001", "--at", "1"])
                let csv = try await succeed(runner, ["list", "export", "Top"])
                let lines = csv.output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
                #expect(lines.first == "Position,Title,Year,tmdbID,imdbID", "\(csv.output)")
                #expect(lines.count == 3 && lines[1].hasPrefix("1,The Paper Lantern,2016,100001,"), "\(lines)")
                #expect(lines[2].hasPrefix("2,Northern Signal,2016,100010,"), "\(lines)")
            }
        }
    }
}
