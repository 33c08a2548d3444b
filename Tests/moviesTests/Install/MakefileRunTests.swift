import Foundation
import MovieKitTestSupport
import Testing

/// The Makefile's cheap parts: the check for system packages, where `install` puts each file,
/// and what `uninstall` removes. The release build itself takes minutes and is not run here.
struct MakefileRunTests {
    static let hasMake = FileManager.default.isExecutableFile(atPath: "/usr/bin/make")

    static func make(_ arguments: [String], path: String? = nil) throws -> ProcessRun {
        try ProcessRun(
            URL(fileURLWithPath: "/usr/bin/make"), ["--no-print-directory", "-C", packageRoot.path] + arguments,
            environment: path.map { path in ProcessInfo.processInfo.environment.merging(["PATH": path]) { $1 } })
    }

    @Test(.enabled(if: hasMake))
    func stopsNamingEachMissingPackageAndTheAptGetLineWithoutRunningIt() async throws {
        try await withTemporaryFolder { folder in
            // A sudo and an apt-get first on PATH that leave a mark if anything runs them.
            let marker = folder.appendingPathComponent("ran")
            for tool in ["sudo", "apt-get"] {
                let script = folder.appendingPathComponent(tool)
                try "#!/bin/sh\necho \(tool) >> \(marker.path)\n".write(to: script, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            }
            let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            // A C compiler that finds no library: every package is missing.
            let make = try Self.make(["-s", "install", "CC=false", "PREFIX=\(folder.path)/prefix"], path: path)
            #expect(make.status != 0)
            for package in [
                "libsqlite3-dev", "libc6-dev", "libcurl4", "libchafa-dev", "libjpeg62-turbo-dev",
            ] {
                #expect(make.error.contains("make: missing \(package): "), "\(package)")
            }
            #expect(
                make.error.contains(
                    "\n  sudo apt-get install libsqlite3-dev libc6-dev g++ libcurl4 libchafa-dev libglib2.0-dev libjpeg62-turbo-dev\n"
                ))
            #expect(make.output.isEmpty)
            #expect(!FileManager.default.fileExists(atPath: marker.path))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("prefix").path))
        }
    }

    @Test(.enabled(if: hasMake))
    func installsEachFileWhereItsShellOrManLooks() throws {
        let make = try Self.make(["-n", "install", "PREFIX=/opt/movies-test"])
        #expect(make.status == 0, "\(make.error)")
        for line in [
            "install -s -m 755 .build-release/release/movies .build-release/release/movies-http .build-release/release/movies-listen .build-release/release/movies-draw /opt/movies-test/bin/",
            "install -m 644 .build-release/share/movies.bash /opt/movies-test/share/bash-completion/completions/movies",
            "install -m 644 .build-release/share/_movies /opt/movies-test/share/zsh/site-functions/_movies",
            "install -m 644 .build-release/share/movies.fish /opt/movies-test/share/fish/vendor_completions.d/movies.fish",
            "install -m 644 .build-release/share/movies.1 /opt/movies-test/share/man/man1/movies.1",
            ".build-release/release/movies --generate-completion-script bash > .build-release/share/movies.bash",
        ] {
            #expect(make.output.contains(line + "\n"), "\(line)")
        }
    }

    /// Every `swift build` of the shipped build is a plain one with the same flags (a flag that
    /// differs would reach every product it links, `movies-http` included), and `movies` alone is
    /// then linked again, fully static, from the objects SwiftPM made.
    @Test(.enabled(if: hasMake))
    func buildsWithSwiftPMAndLinksMoviesAloneFullyStatic() throws {
        let make = try Self.make(["-n", "build", "PRODUCTS=movies movies-http"])
        #expect(make.status == 0, "\(make.error)")
        let lines = make.output.split(separator: "\n")
        let builds = lines.filter { $0.hasPrefix("swift build ") }
        #expect(builds.count == 1)
        #expect(builds.allSatisfy { $0.contains("--product movies ") && $0.contains("--product movies-http ") })
        #expect(!builds.contains { $0.contains("static-executable") })
        let links = lines.filter { $0.hasPrefix("swiftc ") }
        #expect(links.count == 1)
        #expect(links.first?.contains("-static-executable") == true)
        #expect(links.first?.contains("-o .build-release/release/movies ") == true)
        #expect(links.first?.contains("@.build-release/release/movies.product/Objects.LinkFileList") == true)

        let helperOnly = try Self.make(["-n", "build", "PRODUCTS=movies-http"])
        #expect(!helperOnly.output.split(separator: "\n").contains { $0.hasPrefix("swiftc ") })
    }

    @Test(.enabled(if: hasMake))
    func uninstallsWhatInstallPutsAndNothingElse() async throws {
        try await withTemporaryFolder { prefix in
            let installed = [
                "bin/movies", "bin/movies-http", "bin/movies-listen", "bin/movies-draw",
                "share/bash-completion/completions/movies",
                "share/zsh/site-functions/_movies", "share/fish/vendor_completions.d/movies.fish",
                "share/man/man1/movies.1",
            ]
            for file in installed + ["bin/other-tool"] {
                let url = prefix.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            }
            let make = try Self.make(["-s", "uninstall", "PREFIX=\(prefix.path)"])
            #expect(make.status == 0, "\(make.error)")
            for file in installed {
                #expect(!FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file)")
                #expect(make.output.contains("removed \(prefix.path)/\(file)\n"), "\(file)")
            }
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("bin/other-tool").path))
        }
    }
}
