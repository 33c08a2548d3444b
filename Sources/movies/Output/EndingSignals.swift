import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals that end an interactive command (`SIGTERM`, `SIGHUP`, `SIGINT` for Ctrl-C,
/// `SIGQUIT`) caught while the terminal is changed (raw mode, echo off), so that what changed
/// it is given back first; ``end(by:)`` then ends the process as the signal would have.
final class EndingSignals: @unchecked Sendable {
    /// The signals caught.
    static let numbers = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    private let lock = NSLock()
    private var sources: [any DispatchSourceSignal] = []

    /// Catches ``numbers`` (and `SIGWINCH` when `onResize` is given), calling `onEnding` with
    /// the signal on a queue of its own; until ``stop()``.
    init(onEnding: @escaping @Sendable (Int32) -> Void, onResize: (@Sendable () -> Void)? = nil) {
        let caught = Self.numbers + (onResize == nil ? [] : [SIGWINCH])
        for number in caught { signal(number, SIG_IGN) }
        let queue = DispatchQueue(label: "movies.ending-signals")
        for number in Self.numbers {
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { onEnding(number) }
            source.resume()
            sources.append(source)
        }
        if let onResize {
            let resizes = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: queue)
            resizes.setEventHandler(handler: onResize)
            resizes.resume()
            sources.append(resizes)
        }
    }

    /// Stops catching: each signal does again what it did before. Once; later calls do nothing.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        for source in sources { source.cancel() }
        sources = []
        for number in Self.numbers + [SIGWINCH] { signal(number, SIG_DFL) }
    }

    /// Ends the process by `number`, as the signal would have ended it uncaught.
    static func end(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        raise(number)
        exit(128 + number)
    }
}
