import Foundation
import MovieKit
import MovieKitTestSupport

/// A command run on a real terminal a person would use, and what that terminal then shows:
/// xterm as a VT340 (sixel) on a virtual X display, screenshot with ImageMagick's `import`; or a
/// tmux pane, read back with its colours (`capture-pane -e`).
enum RealTerminal {
    /// Whether xterm, Xvfb and ImageMagick are installed (CI installs them).
    static var hasXterm: Bool { ["xterm", "Xvfb", "import", "convert"].allSatisfy(isInstalled) }
    /// Whether tmux is installed.
    static var hasTmux: Bool { isInstalled("tmux") }

    /// The 24-bit colours `line` sets (`ESC [ 38;2;R;G;B m` and `48;2;…`), as `0xRRGGBB`.
    static func colours(in line: some StringProtocol) -> [UInt32] {
        line.components(separatedBy: ";2;").dropFirst().compactMap { rest in
            let parts = rest.split(whereSeparator: { !$0.isNumber }).prefix(3).compactMap { UInt32($0) }
            return parts.count == 3 ? parts[0] << 16 | parts[1] << 8 | parts[2] : nil
        }
    }

    /// Whether `colour` is within 16 of `target` in each of red, green and blue.
    static func isNear(_ colour: UInt32, _ target: UInt32) -> Bool {
        [16, 8, 0].allSatisfy { abs(Int(colour >> $0 & 0xFF) - Int(target >> $0 & 0xFF)) <= 16 }
    }

    /// A screenshot's pixels, 8-bit RGB, row after row.
    struct Screenshot {
        let width: Int
        let height: Int
        let pixels: [UInt8]

        /// How many pixels of the rectangle `x`, `y` (in pixels) are within `tolerance` of `colour`
        /// (`0xRRGGBB`) on every channel.
        func count(
            of colour: UInt32, tolerance: Int = 24, x: Range<Int>, y: Range<Int>
        ) -> Int {
            let target = [Int(colour >> 16 & 0xFF), Int(colour >> 8 & 0xFF), Int(colour & 0xFF)]
            var found = 0
            for row in y.clamped(to: 0..<height) {
                for column in x.clamped(to: 0..<width) {
                    let at = (row * width + column) * 3
                    if (0..<3).allSatisfy({ abs(Int(pixels[at + $0]) - target[$0]) <= tolerance }) { found += 1 }
                }
            }
            return found
        }
    }

    /// Runs `command` (a shell line) in `xterm -ti vt340` of `columns` × `rows` on a new virtual
    /// display and takes screenshots of the display until one `shows` what is looked for (or a
    /// minute has passed), and returns that one: for a program that keeps running (a picker).
    static func xtermScreenshot(
        running command: String, columns: Int = 120, rows: Int = 40, environment: [String: String] = [:],
        once shows: (Screenshot) -> Bool
    ) async throws -> Screenshot {
        try await onXterm(command, columns: columns, rows: rows, environment: environment) { display in
            let clock = ContinuousClock(), started = clock.now
            while true {
                let screen = try screenshot(of: display)
                if shows(screen) || clock.now - started > .seconds(60) { return screen }
                try await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// The colour of the mark `xtermScreenshot(ofEnded:)` has xterm draw once the command has
    /// ended (`ESC [ 42 m`, xterm's green3), and the sequence that draws it.
    private static let endMark = (colour: UInt32(0x00CD00), sequence: "\\033[42m        \\033[0m")

    /// Runs `command` (a shell line that ends) in `xterm -ti vt340` of `columns` × `rows` on a new
    /// virtual display and takes a screenshot once xterm has drawn all it printed: a green mark is
    /// printed after it, and xterm draws what it reads in order, so the screen that shows the mark
    /// shows all before it. The mark stands where the cursor was left, within `markColumns` pixels.
    static func xtermScreenshot(
        ofEnded command: String, columns: Int = 120, rows: Int = 40, markColumns: Range<Int> = 0..<600,
        environment: [String: String] = [:]
    ) async throws -> Screenshot {
        try await xtermScreenshot(
            running: command + "; printf '\(endMark.sequence)'", columns: columns, rows: rows, environment: environment
        ) { screen in
            screen.count(of: endMark.colour, tolerance: 8, x: markColumns, y: 0..<screen.height) > 100
        }
    }

    /// Starts a virtual display and `xterm -ti vt340` on it running `command`, then `body` with
    /// the display's name; ends both after.
    private static func onXterm<T>(
        _ command: String, columns: Int, rows: Int, environment: [String: String],
        _ body: (String) async throws -> T
    ) async throws -> T {
        let number = Int.random(in: 200...899), display = ":\(number)"
        let xvfb = try start("Xvfb", [display, "-screen", "0", "1400x900x24", "-nolisten", "tcp"])
        defer { end(xvfb) }
        // Ready once it listens on its socket.
        let socket = "/tmp/.X11-unix/X\(number)", clock = ContinuousClock(), started = clock.now
        while !FileManager.default.fileExists(atPath: socket), clock.now - started < .seconds(10) {
            try await Task.sleep(for: .milliseconds(20))
        }
        var env = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        env["DISPLAY"] = display
        let xterm = try start(
            "xterm",
            [
                "-ti", "vt340", "-geometry", "\(columns)x\(rows)+0+0", "-fa", "Monospace", "-fs", "10",
                "-bg", "white", "-fg", "black", "-e", "sh", "-c", command + "; sleep 30",
            ], environment: env)
        defer { end(xterm) }
        return try await body(display)
    }

    /// A screenshot of the whole of `display`, 1400 × 900.
    private static func screenshot(of display: String) throws -> Screenshot {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("screen.png"), raw = folder.appendingPathComponent("screen.rgb")
        try run("import", ["-display", display, "-window", "root", png.path])
        try run("convert", [png.path, "-depth", "8", "rgb:" + raw.path])
        let pixels = [UInt8](try Data(contentsOf: raw))
        guard pixels.count == 1400 * 900 * 3 else { return Screenshot(width: 0, height: 0, pixels: []) }
        return Screenshot(width: 1400, height: 900, pixels: pixels)
    }

    /// What `tmuxPane` prints after the command, to know the pane shows all the command printed.
    private static let paneEndMark = "[movies-test: ended]"

    /// Runs `command` (a shell line that ends) in a detached tmux session of `columns` × `rows`
    /// (a server of its own) and returns the pane as tmux shows it once the command has ended,
    /// colours as escape sequences: a mark printed after it appears once tmux has read all before
    /// it, and is taken out of what is returned.
    static func tmuxPane(
        running command: String, columns: Int = 120, rows: Int = 50, environment: [String: String] = [:]
    ) async throws -> String {
        let socket = "movies-test-\(UUID().uuidString.prefix(8))"
        let exports = environment.map { "export \($0.key)='\($0.value)'; " }.joined()
        // Started as movies starts its helpers: the tmux server it leaves behind must inherit no
        // descriptor of this process (Foundation's Process would then wait for that server to end).
        let tmux = try SpawnedProcess(
            executable: "/usr/bin/env",
            arguments: [
                "tmux", "-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", String(columns), "-y",
                String(rows), "sh", "-c", exports + command + "; printf '%s' '\(paneEndMark)'; sleep 30",
            ],
            environment: ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" },
            standardInput: .file("/dev/null"), standardOutput: .file("/dev/null"), standardError: .file("/dev/null"))
        _ = tmux.waitForEnd()
        defer { _ = try? run("tmux", ["-L", socket, "kill-server"]) }
        let clock = ContinuousClock(), started = clock.now
        while true {
            let pane = try run("tmux", ["-L", socket, "capture-pane", "-e", "-p"])
            if pane.contains(paneEndMark) || clock.now - started > .seconds(60) {
                return pane.replacingOccurrences(of: paneEndMark, with: "")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    private static func isInstalled(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)")
        }
    }

    /// Starts `tool` (found on PATH), its output and errors dropped. Not with Foundation's
    /// `Process`: its child inherits the blocked signals of the thread that starts it, so
    /// `SIGTERM` would never end it (each test run left its `Xvfb` behind).
    private static func start(
        _ tool: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> SpawnedProcess {
        try SpawnedProcess(
            executable: "/usr/bin/env", arguments: [tool] + arguments, environment: environment,
            standardInput: .file("/dev/null"), standardOutput: .file("/dev/null"), standardError: .file("/dev/null"))
    }

    /// Ends `process` and waits for it, so that no test leaves it running.
    private static func end(_ process: SpawnedProcess) {
        kill(process.processIdentifier, SIGTERM)
        _ = process.waitForEnd()
    }

    /// Runs `tool` (found on PATH) to its end and returns what it printed.
    @discardableResult
    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        String(decoding: try output(of: "/usr/bin/env", [tool] + arguments), as: UTF8.self)
    }

    /// Runs `executable` to its end, its input `input` (else empty) and its errors dropped, and
    /// returns what it wrote on its standard output, byte for byte.
    static func output(
        of executable: String, _ arguments: [String], environment: [String: String]? = nil, input: String? = nil
    ) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        let typed = input.map { _ in Pipe() }
        process.standardInput = typed ?? FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let typed, let input {
            // Typed ahead: the terminal keeps it until movies reads it; then the input ends.
            typed.fileHandleForWriting.write(Data(input.utf8))
            try typed.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    /// What `movies arguments` wrote on a pseudo-terminal of `columns` × `rows` (`script`), its
    /// output and errors, with `environment` set and `unset` unset, and its exit status; `input`
    /// is typed on the terminal (then the input ends, as Ctrl-D ends it). It waits on a thread of
    /// its own, so that a server in this process goes on answering meanwhile.
    static func moviesOnPseudoTerminal(
        _ arguments: [String], environment: [String: String], unset: [String] = [], columns: Int = 130,
        rows: Int = 50, input: String? = nil
    ) async throws -> (printed: String, status: Int32) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try moviesOnPseudoTerminalWaiting(
                            arguments, environment: environment, unset: unset, columns: columns, rows: rows,
                            input: input)
                    })
            }
        }
    }

    private static func moviesOnPseudoTerminalWaiting(
        _ arguments: [String], environment: [String: String], unset: [String], columns: Int, rows: Int,
        input: String?
    ) throws -> (printed: String, status: Int32) {
        let exports =
            unset.map { "-u \($0)" } + environment.map { "\($0.key)='\($0.value)'" }.sorted()
        let line =
            "env \(exports.joined(separator: " ")) '\(MoviesProcess.binary.path)' "
            + arguments.map { "'\($0)'" }.joined(separator: " ")
        // The status last, on a line of its own, where no output of movies can be mistaken for it.
        let printed = String(
            decoding: try output(
                of: "/usr/bin/script",
                ["-qfec", "stty cols \(columns) rows \(rows); \(line); s=$?; echo; echo \"status=$s\"", "/dev/null"],
                input: input),
            as: UTF8.self)
        guard let marker = printed.range(of: "status=", options: .backwards),
            let status = Int32(printed[marker.upperBound...].prefix { $0.isNumber })
        else { return (printed, -1) }
        return (String(printed[..<marker.lowerBound]), status)
    }
}
