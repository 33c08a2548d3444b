import ArgumentParser
import MovieKit
import Testing

@testable import movies

/// Where each setting comes from: the option beats its variable, which beats the config file,
/// which beats the default (for the region, the locale's country, then US).
struct SettingsPrecedenceTests {
    private static let file = "/home/ann/.config/movies/config"
    private static let fileSettings = Settings(
        path: file, services: Settings.Entry(value: try! StreamingServices(reading: "mubi"), line: 2),
        region: Settings.Entry(value: "FR", line: 3))

    @Test(arguments: [
        (["netflix"], ["MOVIES_SERVICES": "max"], true, ["netflix"], SettingOrigin.flag("--on")),
        ([], ["MOVIES_SERVICES": "max, Netflix"], true, ["max", "Netflix"], .environment("MOVIES_SERVICES")),
        ([], ["MOVIES_SERVICES": ""], true, ["mubi"], .file(path: file, line: 2)),
        ([], [:], true, ["mubi"], .file(path: file, line: 2)),
        ([], [:], false, [], .default),
        (["any"], ["MOVIES_SERVICES": "max"], true, [], .flag("--on")),
        ([], ["MOVIES_SERVICES": "any"], true, [], .environment("MOVIES_SERVICES")),
    ])
    func servicesComeFromTheFlagElseTheVariableElseTheFileElseAny(
        given: [String], environment: [String: String], withFile: Bool, names: [String], origin: SettingOrigin
    ) throws {
        let services = try StreamingServicesSetting.resolution(
            given: given, environment: environment, settings: withFile ? Self.fileSettings : Settings())
        #expect(services.value.names == names)
        #expect(services.origin == origin)
    }

    @Test(arguments: [
        (String?("de"), ["MOVIES_REGION": "it", "LANG": "es_ES.UTF-8"], true, "DE", SettingOrigin.flag("--region")),
        (nil, ["MOVIES_REGION": "it", "LANG": "es_ES.UTF-8"], true, "IT", .environment("MOVIES_REGION")),
        (nil, ["LANG": "es_ES.UTF-8"], true, "FR", .file(path: file, line: 3)),
        (nil, ["LC_ALL": "pt_BR@euro", "LANG": "es_ES.UTF-8"], false, "BR", .locale("LC_ALL=pt_BR@euro")),
        (nil, ["LANG": "C.UTF-8"], false, "US", .default),
        (nil, [:], false, "US", .default),
    ])
    func theRegionComesFromTheFlagElseTheVariableElseTheFileElseTheLocale(
        given: String?, environment: [String: String], withFile: Bool, region: String, origin: SettingOrigin
    ) throws {
        var option = RegionOption.notGiven
        option.region = given
        let resolved = try option.resolution(
            environment: environment, settings: withFile ? Self.fileSettings : Settings())
        #expect(resolved == ResolvedSetting(region, origin))
    }

    @Test(arguments: [
        (
            [String](), ["MOVIES_SERVICES": "netflix,,mubi"],
            "MOVIES_SERVICES needs a name (several separated by commas)"
        ),
        ([], ["MOVIES_SERVICES": "any,mubi"], "MOVIES_SERVICES takes any (every service) alone or names of services"),
        (["any", "netflix"], [:], "--on takes any (every service) alone or names of services, got \"any,netflix\""),
    ])
    func refusesServicesThatDoNotReadNamingWhereTheyCameFrom(
        given: [String], environment: [String: String], message: String
    ) {
        #expect {
            try StreamingServicesSetting.resolution(given: given, environment: environment, settings: Settings())
        } throws: { error in
            (error as? ValidationError)?.message.hasPrefix(message) ?? false
        }
    }

    @Test func aBadRegionVariableIsRefusedEvenWhenTheFileHasOne() {
        #expect {
            try RegionOption.notGiven.resolution(environment: ["MOVIES_REGION": "xyz"], settings: Self.fileSettings)
        } throws: { error in
            (error as? ValidationError)?.message
                == "MOVIES_REGION must be a country's two letters, like US or DE, got \"xyz\""
        }
    }

    @Test func discoverSaysWhichDefaultFiltersItAndHowToSetItAside() throws {
        let fromFile = try StreamingServicesSetting.resolution(given: [], environment: [:], settings: Self.fileSettings)
        #expect(
            fromFile.defaultNote
                == "on your services: mubi (file /home/ann/.config/movies/config:2); --on any for every service")
        let fromFlag = try StreamingServicesSetting.resolution(
            given: ["max"], environment: [:], settings: Self.fileSettings)
        #expect(fromFlag.defaultNote == nil)
        #expect(ResolvedSetting(StreamingServices.any, .default).defaultNote == nil)
    }
}
