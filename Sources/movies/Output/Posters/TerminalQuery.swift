import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal itself, on `/dev/tty`: its device attributes (`ESC [ c`), whose answer
/// lists 4 when it draws sixel. The terminal is put in raw mode without echo while it answers,
/// the whole answer is read (nothing reaches the screen or the shell's input), and the wait is
/// short: a terminal that does not answer in time is taken to draw none.
enum TerminalQuery {
    /// How long the terminal has to answer.
    static let timeout: Int32 = 150

    /// Whether the terminal says it draws sixel.
    static func drawsSixel() -> Bool {
        guard let answer = deviceAttributes() else { return false }
        return Self.listsSixel(answer)
    }

    /// Whether a primary device attributes answer (`ESC [ ? 63 ; 1 ; 4 c`) lists sixel (4).
    static func listsSixel(_ answer: String) -> Bool {
        guard let start = answer.firstIndex(of: "?"), let end = answer.lastIndex(of: "c"), start < end else {
            return false
        }
        return answer[answer.index(after: start)..<end].split(separator: ";").contains("4")
    }

    /// The terminal's answer to `ESC [ c`, or `nil` when there is no terminal or no answer in time.
    private static func deviceAttributes() -> String? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        guard tcsetattr(tty, TCSANOW, &raw) == 0 else { return nil }
        defer { tcsetattr(tty, TCSANOW, &saved) }
        let query: [UInt8] = [0x1B, 0x5B, 0x63]
        guard write(tty, query, query.count) == query.count else { return nil }
        var answer: [UInt8] = []
        var byte: UInt8 = 0
        var waiting = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
        while answer.count < 256, poll(&waiting, 1, timeout) > 0, read(tty, &byte, 1) == 1 {
            answer.append(byte)
            if byte == UInt8(ascii: "c") && answer.contains(UInt8(ascii: "?")) { break }
        }
        return answer.isEmpty ? nil : String(decoding: answer, as: UTF8.self)
    }
}
