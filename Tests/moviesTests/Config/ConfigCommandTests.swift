import ArgumentParser
import MovieKit
import Testing

@testable import movies

/// `movies config` as typed: the group shows every setting by default; a key or a value that
/// does not read is refused in one line (exit 64) before the file is touched.
struct ConfigCommandTests {
    @Test func theGroupAloneShowsEverySetting() throws {
        #expect(try Movies.parseAsRoot(["config"]) is Movies.ConfigGroup.Show)
        #expect(try Movies.parseAsRoot(["config", "--format", "json"]) is Movies.ConfigGroup.Show)
    }

    @Test(arguments: [
        (["config", "set", "region", "Deutschland"], "region must be a country's two letters, like US or DE"),
        (["config", "set", "services", "netflix,,mubi"], "services needs a name (several separated by commas)"),
        (["config", "set", "services", "any, netflix"], "services takes any (every service) alone"),
        (["config", "set", "colour", "red"], "The value 'colour' is invalid for '<key>'"),
        (["config", "get", "colour"], "The value 'colour' is invalid for '<key>'"),
        (["config", "unset"], "Missing expected argument '<key>'"),
        (["config", "show", "--region", "Germany"], "--region must be a country's two letters"),
        (["config", "show", "--on", "any,max"], "--on takes any (every service) alone"),
    ])
    func refusesAKeyOrValueThatDoesNotReadNamingIt(arguments: [String], message: String) {
        do {
            _ = try Movies.parseAsRoot(arguments)
            Issue.record("parsed \(arguments)")
        } catch {
            #expect(Movies.exitCode(for: error).rawValue == 64)
            #expect(Movies.message(for: error).contains(message), "\(Movies.message(for: error))")
        }
    }

    @Test(arguments: [
        (ConfigFileError.badLine(path: "/c", line: 2, reason: "unknown key"), MoviesExitCode.badConfiguration),
        (.cannotRead(path: "/c", reason: "Permission denied"), .badConfiguration),
        (.tooLarge(path: "/c", limit: 65536), .badConfiguration),
        (.badValue(key: .region, reason: "must be"), .usage),
        (.cannotWrite(path: "/c", reason: "No space"), .cantCreate),
    ])
    func aConfigFileFailureEndsWithItsOwnStatus(error: ConfigFileError, status: MoviesExitCode) {
        #expect(CommandFailure(error) == CommandFailure(error.description, status: status))
    }

    @Test func getPrintsServicesSeparatedByCommasAndTheRegionsLetters() throws {
        let named = try EffectiveSettings(
            environment: ["MOVIES_SERVICES": "Netflix, mubi", "MOVIES_REGION": "de"], settings: Settings())
        #expect(named.text(of: .services) == "Netflix,mubi" && named.text(of: .region) == "DE")
        let defaults = try EffectiveSettings(environment: [:], settings: Settings())
        #expect(defaults.text(of: .services) == "any" && defaults.text(of: .region) == "US")
    }
}
