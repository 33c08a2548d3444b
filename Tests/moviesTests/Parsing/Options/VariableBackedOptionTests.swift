import ArgumentParser
import MovieKit
import Testing

@testable import movies

struct VariableBackedOptionTests {
    @Test(arguments: [
        (MovieSource?.none, [String: String](), MovieSource.demo), (nil, ["MOVIES_SOURCE": "tmdb"], .tmdb),
        (nil, ["MOVIES_SOURCE": ""], .demo), (.demo, ["MOVIES_SOURCE": "tmdb"], .demo),
    ])
    func takesTheOptionElseTheVariableElseTheDefault(
        given: MovieSource?, environment: [String: String], source: MovieSource
    ) throws {
        var option = SourceOption()
        option.source = given
        #expect(try option.resolved(environment: environment) == source)
    }

    @Test func refusesAVariableThatDoesNotReadByItsName() {
        var option = PosterOption()
        option.poster = nil
        #expect {
            try option.resolved(environment: ["MOVIES_POSTER": "sometimes"])
        } throws: { error in
            (error as? ValidationError)?.message == "MOVIES_POSTER must be auto, always or never, got \"sometimes\""
        }
    }

    /// ArgumentParser calls `validate()` through `ParsableArguments`, as `SimpleCommandLine` does:
    /// the shared one must be the one it reaches, not `ParsableArguments`' own, which checks nothing.
    @Test func validatesThroughParsableArgumentsAsArgumentParserDoes() {
        var region = RegionOption()
        region.region = "USA"
        var language = LanguageOption()
        language.language = "german"
        #expect(throws: ValidationError.self) { try Self.validate(region) }
        #expect(throws: ValidationError.self) { try Self.validate(language) }
    }

    @Test func givesTheValueGivenToRun() {
        var option = PosterOption()
        option.poster = .never
        #expect(option.value == .never)
    }

    private static func validate(_ arguments: some ParsableArguments) throws {
        var arguments = arguments
        try arguments.validate()
    }
}
