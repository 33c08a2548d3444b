import ArgumentParser
import Testing

@testable import movies

/// How deep the shared option groups nest. A debug build's ArgumentParser checks a group's
/// declarations each time it parses, and checks each group nested in it about four times over,
/// so a group one level deeper costs every parse four times as much: a third level (a command's
/// GlobalOptions holding TMDBOptions holding LanguageOption) made most of the time of the tests
/// that parse (`CommandDispatchTests`, `HelpAndUsageTests`, `SimpleCommandLineTests`…).
struct OptionGroupNestingTests {
    @Test func theOptionsEveryCommandAskingTheAPITakesHoldOnlyTheTMDBGroupAndItNone() {
        #expect(Self.nesting(of: TMDBOptions.self) == 0)
        #expect(Self.nesting(of: GlobalOptions.self) == 1)
        #expect(Self.nesting(of: Movies.Show.self) == 2)
    }

    @Test func theFilmACommandNamesHoldsNoGroup() {
        #expect(Self.nesting(of: FilmArgument.self) == 0)
    }

    @Test func theOptionsOfTheCommandsReadingTheCacheAloneHoldNoGroup() {
        #expect(Self.nesting(of: LocalOptions.self) == 0)
        #expect(Self.nesting(of: Movies.Years.self) == 1)
    }

    @Test(
        arguments: [
            Movies.ImportLetterboxd.self, Movies.ImportIMDb.self, Movies.ImportTrakt.self, Movies.ImportNetflix.self,
            Movies.ImportJSON.self, Movies.ImportJellyfin.self, Movies.ImportPlex.self, Movies.ImportKodi.self,
        ] as [any ParsableCommand.Type])
    func anImportHoldsTheGlobalOptionsItself(command: any ParsableCommand.Type) {
        #expect(Self.nesting(of: command) == 2)
    }

    @Test(
        arguments: [
            Movies.Trending.self, Movies.Popular.self, Movies.NowPlaying.self, Movies.Upcoming.self,
            Movies.Similar.self,
            Movies.Discover.self,
        ] as [any ParsableCommand.Type])
    func aListToBrowseHoldsTheGlobalOptionsItself(command: any ParsableCommand.Type) {
        #expect(Self.nesting(of: command) == 2)
    }

    /// So no command's parse pays for a third level.
    @Test func noCommandHoldsGroupsMoreThanTwoDeep() {
        func deeper(under command: any ParsableCommand.Type) -> [String] {
            command.configuration.subcommands.flatMap { subcommand in
                (Self.nesting(of: subcommand) > 2 ? ["\(subcommand)"] : []) + deeper(under: subcommand)
            }
        }
        #expect(deeper(under: Movies.self) == [])
    }

    @Test func countsEachLevelOfGroupsInGroups() {
        #expect(Self.nesting(of: FilmYearOption.self) == 0)
        #expect(Self.nesting(of: Movies.Rate.self) == 2)
    }

    /// The most option groups `type` holds one inside another: 0 for a type with none.
    private static func nesting(of type: any ParsableArguments.Type) -> Int {
        Mirror(reflecting: type.init()).children
            .compactMap { child in
                (child.value as? any OptionGroupOfAType).map { group in 1 + nesting(of: Swift.type(of: group).options) }
            }
            .max() ?? 0
    }
}

/// An `@OptionGroup`, which tells the type of the options it holds.
private protocol OptionGroupOfAType {
    static var options: any ParsableArguments.Type { get }
}

extension OptionGroup: OptionGroupOfAType {
    fileprivate static var options: any ParsableArguments.Type { Value.self }
}
