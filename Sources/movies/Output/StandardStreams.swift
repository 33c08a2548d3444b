import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc

private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin

private let systemWrite = Darwin.write
#endif

/// Writes all of `bytes` to `descriptor` with write(2), again after an interruption.
/// - Returns: the `errno` of a write that failed, else `nil`.
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let start = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
        let written = systemWrite(descriptor, start + offset, bytes.count - offset)
        if written >= 0 {
            offset += written
        } else if errno != EINTR {
            return errno
        }
    }
    return nil
}

/// The process's standard output and error, written with `write(2)`.
///
/// Foundation's `FileHandle.write(_:)` traps when a write fails, so a closed or full standard
/// output (`>&-`, `> /dev/full`) crashed every command. Here a failed write of the answer ends the
/// command: quietly when its reader has gone (a broken pipe, as `| head -1` leaves it), else with
/// one line on stderr and exit 74 (EX_IOERR). A failed write to stderr is let go: there is nowhere
/// left to say it, and the command ends with its own status.
enum StandardStreams {
    /// Whether standard output was closed when the process started (``settle()``).
    private static let outputWasClosed = Atomic<Bool>(false)

    /// Puts `/dev/null` on each of descriptors 0, 1 and 2 that the process was started without,
    /// so that no file it opens (a lock, a socket to a helper) takes that number and gets the
    /// answer or an error written into it; an answer for a closed standard output then fails as
    /// its write would have. Call it first, before anything opens a file.
    static func settle() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", O_RDWR)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
            if descriptor == STDOUT_FILENO { outputWasClosed.store(true, ordering: .relaxed) }
        }
    }

    /// Whether standard error is a terminal, where a person sees it beside the answer.
    static let errorIsTerminal = isatty(STDERR_FILENO) == 1

    /// The rows written on the terminal so far (stdout's, and stderr's when it is the terminal
    /// too), when standard output is one.
    static let screen: ScreenRows? = {
        guard isatty(STDOUT_FILENO) == 1, let terminal = TerminalSize.ofStandardOutput() else { return nil }
        return ScreenRows(columns: terminal.columns, height: terminal.rows)
    }()

    /// The pager a long answer goes through, once ``pageLongAnswers(environment:)`` set it.
    private static let paging = Mutex<AnswerPaging?>(nil)

    /// From now on, an answer taller than the screen goes through the pager `environment` names
    /// (``AnswerPaging``), when standard output is a terminal; the process's end waits for it.
    static func pageLongAnswers(environment: [String: String]) {
        guard let screen, let height = screen.height, let pager = Pager(environment: environment) else { return }
        paging.withLock { $0 = AnswerPaging(pager: pager, screen: screen, height: height, environment: environment) }
        atexit { StandardStreams.endPaging() }
    }

    /// Whether the answer is going through the pager.
    static var isPaging: Bool { paging.withLock { $0?.isPaging ?? false } }

    /// Ends paging, waiting for a pager that runs to quit: what is written next goes to the
    /// terminal itself (a question, a poster drawn beside the answer).
    static func endPaging() {
        paging.withLock { $0?.end() }
    }

    /// Writes `text` whole to `stream`.
    static func write(_ text: String, to stream: Console.Stream) {
        if stream == .output || errorIsTerminal { screen?.add(text) }
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0), to: stream) }
    }

    /// Writes `data` whole to `stream`.
    static func write(_ data: Data, to stream: Console.Stream) {
        data.withUnsafeBytes { write($0, to: stream) }
    }

    private static func write(_ bytes: UnsafeRawBufferPointer, to stream: Console.Stream) {
        if let input = paging.withLock({ $0?.pagerInput(for: stream, errorIsTerminal: errorIsTerminal) }) {
            // A pager quit early (q) takes no more: the rest is dropped.
            _ = writeAll(bytes, to: input)
            return
        }
        guard stream == .output else {
            _ = writeAll(bytes, to: STDERR_FILENO)
            return
        }
        if outputWasClosed.load(ordering: .relaxed) { outputFailed(EBADF) }
        if let failed = writeAll(bytes, to: STDOUT_FILENO) { outputFailed(failed) }
    }

    /// Ends the command whose answer could not be written.
    private static func outputFailed(_ code: Int32) -> Never {
        guard code != EPIPE else { exit(0) }
        write("error: could not write to standard output: \(String(cString: strerror(code)))\n", to: .error)
        exit(MoviesExitCode.cacheFailure.rawValue)
    }
}
