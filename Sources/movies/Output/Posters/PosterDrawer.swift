import Foundation
import MovieKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws a poster on the terminal through `movies-draw` (which alone loads chafa, GLib and
/// libjpeg), beside text already printed: to its right when the terminal is wide enough, else
/// below it. The cursor ends below both.
struct PosterDrawer {
    let graphics: TerminalGraphics
    let terminal: TerminalSize

    /// The widest a poster is drawn, in cells, and the least.
    static let widestColumns = 32
    static let narrowestColumns = 12
    /// Columns the details take beside a poster: their lines are wrapped to it (``PosterPresenter/textColumns(for:)``).
    static let textColumns = 80

    /// Where a poster goes, and its size in cells.
    struct Placement: Equatable {
        var columns: Int
        var rows: Int
        /// The column it starts at (0 is the left edge); 0 for below the text.
        var column: Int
        var besideText: Bool
    }

    /// Where a poster goes on this terminal, and its size: it depends on the terminal alone.
    var placement: Placement { Self.placement(on: terminal) }

    /// Where a poster goes on `terminal`, and its size.
    static func placement(on terminal: TerminalSize) -> Placement {
        let beside = terminal.columns - Self.textColumns - 2
        let columns: Int
        let besideText: Bool
        if beside >= Self.narrowestColumns {
            columns = min(beside, Self.widestColumns)
            besideText = true
        } else {
            columns = max(1, min(terminal.columns - 1, Self.widestColumns))
            besideText = false
        }
        // A poster is 2:3; a cell is taller than wide.
        let rows = max(1, Int((Double(columns * terminal.cellWidth) * 1.5 / Double(terminal.cellHeight)).rounded(.up)))
        let fitting = min(rows, max(1, terminal.rows - 2))
        return Placement(
            columns: columns, rows: fitting, column: besideText ? Self.textColumns + 2 : 0, besideText: besideText)
    }

    /// The width in pixels a poster of `placement` needs, to pick the image size that covers it.
    func pixelWidth(of placement: Placement) -> Int {
        graphics.drawsPixels ? placement.columns * terminal.cellWidth : placement.columns * 2
    }

    /// How drawing a poster ended.
    enum Outcome: Equatable {
        case drawn
        /// `movies-draw` could not read it: not a JPEG file that decodes whole.
        case unreadable
        /// `movies-draw` could not be started (not built beside `movies`, say).
        case noHelper(String)
    }

    /// Draws `poster` at `placement` beside (or below) the `lines` rows of text just printed;
    /// when it is not drawn, nothing is left on the screen.
    @discardableResult
    func draw(_ poster: Poster, at placement: Placement, besideTextOf lines: Int) -> Outcome {
        var before = ""
        var after = ""
        if placement.besideText {
            // Make room below the text for a poster taller than it, then go back to its first line.
            let height = max(lines, placement.rows)
            before =
                String(repeating: "\n", count: height - lines)
                + "\u{1B}7\u{1B}[\(height)A\u{1B}[\(placement.column + 1)G"
            after = "\u{1B}8"
        } else {
            after = "\n"
        }
        StandardStreams.write(before, to: .output)
        let outcome = run(poster.jpeg, placement: placement)
        StandardStreams.write(after, to: .output)
        return outcome
    }

    /// Starts `movies-draw` with the poster on its standard input and the terminal as its
    /// output, and says how it ended.
    private func run(_ jpeg: Data, placement: Placement) -> Outcome {
        var arguments = [
            "--mode", graphics.mode, "--columns", String(placement.columns), "--rows", String(placement.rows),
            "--cell", "\(terminal.cellWidth)x\(terminal.cellHeight)",
        ]
        if case .blocks(let truecolor) = graphics, !truecolor { arguments += ["--colors", "256"] }
        if placement.column > 0 { arguments += ["--at-column", String(placement.column)] }
        return Self.runHelper(arguments, jpeg: jpeg, standardOutput: .inherited, standardError: .inherited)
    }

    /// What `movies-draw` writes to draw `poster` from the cursor in a box of `columns` × `rows`
    /// cells (half-blocks as rows, each from the left edge), kept rather than written to the
    /// terminal, for a picker to put in a frame of its own, and how drawing it ended (no bytes
    /// unless it is ``Outcome/drawn``).
    func drawing(_ poster: Poster, columns: Int, rows: Int) -> (outcome: Outcome, bytes: [UInt8]) {
        var arguments = [
            "--mode", graphics.mode, "--columns", String(columns), "--rows", String(rows),
            "--cell", "\(terminal.cellWidth)x\(terminal.cellHeight)",
        ]
        if case .blocks(let truecolor) = graphics, !truecolor { arguments += ["--colors", "256"] }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return (.noHelper("no pipe from it: errno \(errno)"), []) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        defer { close(ends[0]) }
        var bytes: [UInt8] = []
        // movies-draw reads the whole poster before it writes: its output is read once it has it.
        let outcome = Self.runHelper(
            arguments, jpeg: poster.jpeg, standardOutput: .descriptor(ends[1]), standardError: .file("/dev/null"),
            afterStart: { close(ends[1]) }, beforeEnd: { bytes = Self.readAll(from: ends[0]) })
        return (outcome, outcome == .drawn ? bytes : [])
    }

    /// Starts `movies-draw` with `arguments`, the poster on its standard input, and says how it
    /// ended; `afterStart` runs once it started (or could not), `beforeEnd` once it has the
    /// whole poster, before it is waited for.
    private static func runHelper(
        _ arguments: [String], jpeg: Data, standardOutput: SpawnedProcess.Stream,
        standardError: SpawnedProcess.Stream, afterStart: () -> Void = {}, beforeEnd: () -> Void = {}
    ) -> Outcome {
        // Close-on-exec: the helper gets the read end as its standard input only, never the
        // write end (or it would wait for an end of input that never comes).
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            afterStart()
            return .noHelper("no pipe to it: errno \(errno)")
        }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let child: SpawnedProcess
        do {
            child = try SpawnedProcess(
                executable: Self.helper.path, arguments: arguments, environment: [:],
                standardInput: .descriptor(ends[0]), standardOutput: standardOutput, standardError: standardError)
        } catch {
            close(ends[0])
            close(ends[1])
            afterStart()
            return .noHelper("\(Self.helper.path) could not be started (\(error))")
        }
        afterStart()
        close(ends[0])
        jpeg.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var sent = 0
            while sent < bytes.count {
                let count = write(ends[1], base + sent, bytes.count - sent)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                sent += count
            }
        }
        close(ends[1])
        beforeEnd()
        switch child.waitForEnd() {
        case .exited(0): return .drawn
        case .exited(65): return .unreadable
        case let ending: return .noHelper("\(Self.helper.lastPathComponent) ended \(ending)")
        }
    }

    /// Every byte `descriptor` gives until its end.
    private static func readAll(from descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[..<count]
        }
    }

    /// `movies-draw` beside the running executable (symbolic links resolved).
    static var helper: URL {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let folder =
            FileManager.default.fileExists(atPath: executable.path) && executable.path != "/proc/self/exe"
            ? executable : URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        return folder.deletingLastPathComponent().appendingPathComponent("movies-draw")
    }
}

/// The terminal's size in cells, and a cell's in pixels (8 × 16 where the terminal does not say).
struct TerminalSize: Equatable {
    var columns: Int
    var rows: Int
    var cellWidth: Int
    var cellHeight: Int

    /// The size of the terminal on standard output, or `nil` when it is not one.
    static func ofStandardOutput() -> TerminalSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        let columns = Int(size.ws_col), rows = Int(size.ws_row)
        let knowsPixels = size.ws_xpixel > 0 && size.ws_ypixel > 0
        return TerminalSize(
            columns: columns, rows: rows,
            cellWidth: knowsPixels ? max(1, Int(size.ws_xpixel) / columns) : 8,
            cellHeight: knowsPixels ? max(1, Int(size.ws_ypixel) / rows) : 16)
    }
}
