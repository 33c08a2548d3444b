import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal held full-screen for a picker: raw mode (no echo, keys as typed) and the
/// alternate screen, given back as they were on every way out: ``restore()`` (leaving, an
/// error), Ctrl-C, and `SIGTERM`, `SIGHUP`, `SIGINT` or `SIGQUIT` (restored first, then the
/// signal ends the process as it would have). A resize (`SIGWINCH`) calls `onResize`.
final class TerminalSession: @unchecked Sendable {
    /// Why the terminal cannot be held: standard input or output is not one, or `TERM` takes
    /// no escapes.
    struct Refusal: Error {
        let reason: String
    }

    /// Enters the alternate screen, hides the cursor, stops wrapping at the right edge, clears.
    static let entering = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[H\u{1B}[2J"
    /// Cancels a sequence a frame may have been cut in (CAN), then undoes ``entering``.
    static let leaving = "\u{18}\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
    private let original: termios
    private let lock = NSLock()
    private var isRestored = false
    private var signals: EndingSignals?

    /// Why standard input and output cannot be held as a picker's terminal; `nil` when they can.
    static func refusal(environment: [String: String]) -> Refusal? {
        if isatty(STDIN_FILENO) != 1 { return Refusal(reason: "standard input is not a terminal") }
        if isatty(STDOUT_FILENO) != 1 { return Refusal(reason: "standard output is not a terminal") }
        if !TextStyle.takesEscapes(environment: environment) {
            return Refusal(reason: "TERM=\(environment["TERM"] ?? "") does not draw a full screen")
        }
        return nil
    }

    /// Puts the terminal in raw mode on the alternate screen; `onResize` is called (on a queue
    /// of its own) when it is resized.
    /// - Throws: ``Refusal`` when the terminal's settings cannot be read or set.
    init(onResize: @escaping @Sendable () -> Void) throws(Refusal) {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else {
            throw Refusal(reason: "the terminal's settings cannot be read")
        }
        original = settings
        var raw = settings
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        signals = EndingSignals(onEnding: { [weak self] number in self?.end(by: number) }, onResize: onResize)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            signals?.stop()
            throw Refusal(reason: "the terminal cannot be put in raw mode")
        }
        draw(Self.entering)
    }

    deinit {
        restore()
    }

    /// Writes `text` (a frame) in one piece, unless the terminal was given back already.
    func draw(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !isRestored else { return }
        Self.writeAll(text)
    }

    /// Gives the terminal back as it was: the main screen, the cursor, echo and line editing.
    /// Once; later calls do nothing.
    func restore() {
        lock.lock()
        defer { lock.unlock() }
        guard !isRestored else { return }
        isRestored = true
        Self.writeAll(Self.leaving)
        var settings = original
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        signals?.stop()
    }

    /// Restores the terminal, then ends the process by `signal`, as it would have ended it.
    func end(by number: Int32) -> Never {
        restore()
        EndingSignals.end(by: number)
    }

    private static func writeAll(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
