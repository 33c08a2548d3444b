import Foundation
import MovieKit
import Testing

@testable import movies

/// What `movies config show` prints: each setting, its value and where it came from, and the
/// file's path; in JSON and CSV for programs.
struct ConfigFactsTests {
    private let facts: ConfigFacts = {
        let settings = Settings(
            path: "/home/ann/.config/movies/config",
            services: Settings.Entry(value: try! StreamingServices(reading: "netflix, mubi"), line: 3))
        let effective = try! EffectiveSettings(environment: ["MOVIES_REGION": "de"], settings: settings)
        return ConfigFacts(path: "/home/ann/.config/movies/config", fileExists: true, settings: effective)
    }()

    @Test func printsEachSettingItsValueAndWhereItCameFrom() {
        #expect(
            facts.render(format: .table, style: .plain) == """
                Setting      Value          From
                services     netflix, mubi  file /home/ann/.config/movies/config:3
                region       DE             environment MOVIES_REGION
                sync-folder  none           default

                Config file: /home/ann/.config/movies/config

                """)
    }

    @Test func saysWhenThereIsNoFileYet() throws {
        let none = ConfigFacts(
            path: "/c", fileExists: false, settings: try EffectiveSettings(environment: [:], settings: Settings()))
        let table = none.render(format: .table, style: .plain)
        #expect(
            table.contains(
                "services     any    default\nregion       US     default\nsync-folder  none   default\n"))
        #expect(table.hasSuffix("Config file: /c (none yet)\n"))
    }

    @Test func writesJSONWithTheServicesAsAListOfNames() throws {
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(facts.render(format: .json, style: .plain).utf8))
                as? [String: Any])
        #expect(json["file"] as? String == "/home/ann/.config/movies/config")
        let settings = try #require(json["settings"] as? [String: [String: Any]])
        #expect(settings["services"]?["value"] as? [String] == ["netflix", "mubi"])
        #expect(settings["services"]?["from"] as? String == "file")
        #expect(settings["services"]?["place"] as? String == "/home/ann/.config/movies/config:3")
        #expect(
            settings["region"]?["value"] as? String == "DE" && settings["region"]?["from"] as? String == "environment")
        #expect(settings["sync-folder"]?["value"] is NSNull && settings["sync-folder"]?["from"] as? String == "default")
    }

    @Test func writesCSVWithAHeader() {
        #expect(
            facts.render(format: .csv, style: .plain)
                == "key,value,from,place\r\nservices,\"netflix, mubi\",file,/home/ann/.config/movies/config:3\r\n"
                + "region,DE,environment,MOVIES_REGION\r\nsync-folder,none,default,\r\n")
    }
}
