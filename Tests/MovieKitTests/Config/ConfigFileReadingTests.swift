import Foundation
import MovieKit
import MovieKitTestSupport
import Testing

/// The config file as commands read it: `key = value` lines, `#` comments and blank lines; a
/// missing file sets nothing, and a file that does not read is refused whole, naming the file
/// and the line at fault.
struct ConfigFileReadingTests {
    private func reading(_ text: String) async throws -> Result<Settings, ConfigFileError> {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try Data(text.utf8).write(to: file.url)
            return Result { () throws(ConfigFileError) in try file.read() }
        }
    }

    @Test func readsSettingsBetweenCommentsAndBlankLines() async throws {
        let text = """
            # my services

              services =  Netflix , mubi\t
            \t# where I live
            region=de
            """
        let settings = try await reading(text).get()
        #expect(settings.services?.value.names == ["Netflix", "mubi"] && settings.services?.line == 3)
        #expect(settings.region == Settings.Entry(value: "DE", line: 5))
    }

    @Test func readsWindowsLineEndsAndAByteOrderMark() async throws {
        let settings = try await reading("\u{FEFF}region = fr\r\nservices = any\r\n").get()
        #expect(settings.region?.value == "FR" && settings.services?.value == .any)
    }

    @Test func aMissingFileSetsNothing() async throws {
        try await withTemporaryFolder { folder in
            let settings = try ConfigFile(folder: folder.appendingPathComponent("not-there")).read()
            #expect(settings == Settings())
        }
    }

    @Test(arguments: [
        (
            "region = DE\nthis is not a setting\n", 2,
            "expected key = value (like region = DE), a # comment or a blank line"
        ),
        ("[movies]\n", 1, "expected key = value"),
        ("= DE\n", 1, "expected key = value"),
        ("# colours\ncolour = red\n", 2, "unknown key \"colour\"; the keys are services, region and sync-folder"),
        ("Region = DE\n", 1, "unknown key \"Region\""),
        ("region = DE\n\nregion = FR\n", 3, "region is set again (first on line 1); keep one of the two"),
        ("region = Deutschland\n", 1, "region must be a country's two letters, like US or DE, got \"Deutschland\""),
        ("region =\n", 1, "region must be a country's two letters, like US or DE, got \"\""),
        ("services = netflix,,mubi\n", 1, "services needs a name (several separated by commas), like netflix,mubi"),
        ("services =\n", 1, "services needs a name"),
        ("services = any, netflix\n", 1, "services takes any (every service) alone or names of services"),
    ])
    func refusesABadLineNamingTheFileAndTheLine(text: String, line: Int, reason: String) async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try Data(text.utf8).write(to: file.url)
            #expect {
                try file.read()
            } throws: { error in
                guard case .badLine(let path, let number, let said) = error as? ConfigFileError else { return false }
                return path == file.path && number == line && said.hasPrefix(reason)
                    && "\(error)".hasPrefix("\(file.path):\(line): ")
            }
        }
    }

    @Test func refusesTextThatIsNotUTF8NamingTheLine() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try Data(Array("region = DE\n".utf8) + [0x73, 0xFF, 0x0A]).write(to: file.url)
            #expect(throws: ConfigFileError.badLine(path: file.path, line: 2, reason: "not UTF-8 text")) {
                try file.read()
            }
        }
    }

    @Test func refusesAFolderWhereTheFileShouldBe() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try FileManager.default.createDirectory(at: file.url, withIntermediateDirectories: true)
            #expect {
                try file.read()
            } throws: { error in
                "\(error)".hasPrefix("cannot read the config file \(file.path): ")
            }
        }
    }

    @Test func refusesAFileOver64KBNamingItAndTheLimit() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try Data(repeating: UInt8(ascii: "\n"), count: 64 * 1024 + 1).write(to: file.url)
            #expect {
                try file.read()
            } throws: { error in
                "\(error)"
                    == "the config file \(file.path) is over 64 KB; a config file holds a few settings: keep them and remove the rest"
            }
        }
    }

    @Test func readsAFileOf64KB() async throws {
        let settings = try await reading(String(repeating: "\n", count: 64 * 1024 - 12) + "region = DE\n").get()
        #expect(settings.region?.value == "DE")
    }
}
