import Foundation
import MovieKitTestSupport
import Testing

/// `scripts/install-packages`, which `make test` runs first: it installs the missing packages with
/// apt-get as root or through sudo, and otherwise stops with the line to run. Run here against a
/// machine of stand-ins (`dpkg-query`, `apt-get`, `sudo` and `id` first on PATH) that record what
/// ran, so no test installs anything.
struct InstallPackagesRunTests {
    /// A machine on which `installed` are the packages dpkg knows, `uid` is who runs the script,
    /// and sudo either runs what it is given or wants a password (`sudoRuns: false`).
    struct Machine {
        let folder: URL
        let installed: [String]
        let uid: Int
        let sudoRuns: Bool

        var log: URL { folder.appendingPathComponent("ran") }

        /// What the stand-ins were asked to do, a line each.
        var ran: [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        func write() throws {
            let tools = [
                "dpkg-query": """
                case " \(installed.joined(separator: " ")) " in *" $3 "*) printf 'install ok installed' ;; *) exit 1 ;; esac
                """,
                "apt-get": "echo \"apt-get $*\" >> \(log.path)",
                "id": "echo \(uid)",
                "sudo": sudoRuns
                    ? "echo \"sudo $*\" >> \(log.path); [ \"$1\" = -n ] && exit 0; exec \"$@\""
                    : "[ \"$1\" = -n ] && exit 1; echo \"sudo $*\" >> \(log.path)",
            ]
            for (name, body) in tools {
                let script = folder.appendingPathComponent(name)
                try "#!/bin/sh\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
            }
        }

        func run(_ arguments: [String]) throws -> ProcessRun {
            try ProcessRun(
                packageRoot.appendingPathComponent("scripts/install-packages"), arguments,
                environment: ["PATH": folder.path + ":/usr/bin:/bin"])
        }
    }

    func onMachine<T>(
        installed: [String], uid: Int = 0, sudoRuns: Bool = true, _ body: (Machine) throws -> T
    ) async throws -> T {
        try await withTemporaryFolder { folder in
            let machine = Machine(folder: folder, installed: installed, uid: uid, sudoRuns: sudoRuns)
            try machine.write()
            return try body(machine)
        }
    }

    @Test func installsNothingAndSaysNothingWhenEveryPackageIsThere() async throws {
        try await onMachine(installed: ["libchafa-dev", "tmux"], uid: 1000) { machine in
            let run = try machine.run(["libchafa-dev", "tmux"])
            #expect(run.status == 0)
            #expect(run.output.isEmpty && run.error.isEmpty)
            #expect(machine.ran.isEmpty)
        }
    }

    @Test func installsOnlyTheMissingPackagesAsRoot() async throws {
        try await onMachine(installed: ["tmux"]) { machine in
            let run = try machine.run(["libchafa-dev", "tmux", "xvfb"])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.output == "install-packages: installing libchafa-dev xvfb\n")
            #expect(machine.ran == ["apt-get update -qq", "apt-get install -y -qq libchafa-dev xvfb"])
        }
    }

    @Test func installsThroughSudoWhenItNeedsNoPassword() async throws {
        try await onMachine(installed: [], uid: 1000) { machine in
            let run = try machine.run(["xterm"])
            #expect(run.status == 0, "\(run.error)")
            #expect(
                machine.ran == [
                    "sudo -n true", "sudo apt-get update -qq", "apt-get update -qq",
                    "sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xterm",
                    "apt-get install -y -qq xterm",
                ])
        }
    }

    @Test func stopsWithTheLineToRunWhenSudoWantsAPasswordAndNoOneCanTypeIt() async throws {
        try await onMachine(installed: ["tmux"], uid: 1000, sudoRuns: false) { machine in
            let run = try machine.run(["libchafa-dev", "tmux", "imagemagick"])
            #expect(run.status == 1)
            #expect(run.output.isEmpty)
            #expect(
                run.error == """
                    install-packages: missing libchafa-dev imagemagick; install them, then run again:
                      sudo apt-get install libchafa-dev imagemagick

                    """)
            #expect(machine.ran.isEmpty)
        }
    }

    @Test func onlyLooksWhenAskedToCheck() async throws {
        try await onMachine(installed: ["tmux"]) { machine in
            let missing = try machine.run(["--check", "tmux", "xterm"])
            #expect(missing.status == 1)
            #expect(missing.output.isEmpty && missing.error.isEmpty)
            #expect(try machine.run(["--check", "tmux"]).status == 0)
            #expect(machine.ran.isEmpty)
        }
    }
}
