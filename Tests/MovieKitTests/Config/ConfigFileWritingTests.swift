import Foundation
import MovieKitTestSupport
import Testing

@testable import MovieKit

/// `movies config set` and `unset` edit the config file: one setting's line replaced, added or
/// removed, every other line (comments included) kept as it was, the file replaced atomically.
struct ConfigFileWritingTests {
    private static let handWritten =
        "# my settings\nregion = DE   \n\n# the services I pay for\nservices = netflix\n"

    private func text(of file: ConfigFile) throws -> String {
        try String(contentsOf: file.url, encoding: .utf8)
    }

    @Test func setReplacesTheSettingsLineKeepingCommentsAndOtherLines() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try Data(Self.handWritten.utf8).write(to: file.url)
            #expect(try file.set(.services, to: " Netflix,MUBI ") == "Netflix, MUBI")
            #expect(
                try text(of: file)
                    == "# my settings\nregion = DE   \n\n# the services I pay for\nservices = Netflix, MUBI\n")
        }
    }

    @Test func setAddsAMissingSettingAtTheEnd() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try Data("# no line break at the end\nservices = mubi".utf8).write(to: file.url)
            try file.set(.region, to: "fr")
            #expect(try text(of: file) == "# no line break at the end\nservices = mubi\nregion = FR\n")
            #expect(try file.read().region == Settings.Entry(value: "FR", line: 3))
        }
    }

    @Test func setCreatesTheFileAndItsFoldersOnlyTheUserCanEnter() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder.appendingPathComponent("config/movies"))
            try file.set(.region, to: "de")
            #expect(try text(of: file) == ConfigFileText.header + "\nregion = DE\n")
            for created in ["config", "config/movies"] {
                let attributes = try FileManager.default.attributesOfItem(
                    atPath: folder.appendingPathComponent(created).path)
                #expect((attributes[.posixPermissions] as? Int) == 0o700, "\(created)")
            }
        }
    }

    @Test func setReplacesTheFileAtomicallyKeepingItsMode() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try Data(Self.handWritten.utf8).write(to: file.url)
            try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
            let before = try FileManager.default.attributesOfItem(atPath: file.path)
            try file.set(.region, to: "US")
            let after = try FileManager.default.attributesOfItem(atPath: file.path)
            // A new file renamed over the old one: another inode, never the old one rewritten in place.
            #expect(after[.systemFileNumber] as? Int != before[.systemFileNumber] as? Int)
            #expect(after[.posixPermissions] as? Int == 0o640)
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["config", "config.lock"])
        }
    }

    @Test func setWritesThroughALinkToItsTarget() async throws {
        try await withTemporaryFolder { folder in
            let dotfiles = folder.appendingPathComponent("dotfiles")
            try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
            let target = dotfiles.appendingPathComponent("movies-config")
            try Data("region = DE\n".utf8).write(to: target)
            let file = ConfigFile(folder: folder)
            try FileManager.default.createSymbolicLink(at: file.url, withDestinationURL: target)
            try file.set(.services, to: "mubi")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == target.path)
            #expect(try String(contentsOf: target, encoding: .utf8) == "region = DE\nservices = mubi\n")
        }
    }

    @Test func setFollowsADanglingLinkCreatingItsTargetAndKeepingTheLink() async throws {
        try await withTemporaryFolder { folder in
            let dotfiles = folder.appendingPathComponent("dotfiles")
            try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
            let movies = folder.appendingPathComponent("movies")
            try FileManager.default.createDirectory(at: movies, withIntermediateDirectories: true)
            let file = ConfigFile(folder: movies)
            // A relative link to a link to a file not made yet.
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "../dotfiles/link")
            try FileManager.default.createSymbolicLink(
                atPath: dotfiles.appendingPathComponent("link").path, withDestinationPath: "movies-config")
            try file.set(.region, to: "de")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "../dotfiles/link")
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: dotfiles.appendingPathComponent("link").path)
                    == "movies-config")
            #expect(
                try String(contentsOf: dotfiles.appendingPathComponent("movies-config"), encoding: .utf8)
                    == ConfigFileText.header + "\nregion = DE\n")
            #expect(try file.read().region?.value == "DE")
        }
    }

    @Test func setRefusesALinkThatLeadsBackToItselfWritingNothing() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "config")
            #expect(throws: ConfigFileError.self) { try file.set(.region, to: "de") }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "config")
        }
    }

    @Test(arguments: [(ConfigKey.region, "Deutschland"), (.services, "netflix,,mubi"), (.services, "any,netflix")])
    func setRefusesABadValueWritingNothing(key: ConfigKey, value: String) async throws {
        await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            #expect {
                try file.set(key, to: value)
            } throws: { error in
                guard case .badValue(let refused, _) = error as? ConfigFileError else { return false }
                return refused == key
            }
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func setRefusesAServiceNameThatWouldBreakTheLine() async throws {
        await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            #expect(throws: ConfigFileError.self) { try file.set(.services, to: "netflix\nregion = XX") }
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func setRefusesAFileThatDoesNotReadLeavingItAsItWas() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try Data("region = DE\ncolour = red\n".utf8).write(to: file.url)
            #expect(
                throws: ConfigFileError.badLine(
                    path: file.path, line: 2,
                    reason: "unknown key \"colour\"; the keys are services, region and sync-folder")
            ) {
                try file.set(.region, to: "FR")
            }
            #expect(try text(of: file) == "region = DE\ncolour = red\n")
        }
    }

    @Test func unsetRemovesTheSettingsLineKeepingEveryOtherLine() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder)
            try Data(Self.handWritten.utf8).write(to: file.url)
            #expect(try file.unset(.region))
            #expect(try text(of: file) == "# my settings\n\n# the services I pay for\nservices = netflix\n")
            #expect(try file.read().services?.line == 4)
            let removedAgain = try file.unset(.region)
            #expect(!removedAgain)
        }
    }

    @Test func unsetWithoutAFileCreatesNone() async throws {
        try await withTemporaryFolder { folder in
            let file = ConfigFile(folder: folder.appendingPathComponent("movies"))
            let removed = try file.unset(.services)
            #expect(!removed)
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("movies").path))
        }
    }
}
