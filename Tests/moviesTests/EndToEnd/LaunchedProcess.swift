import Foundation

/// A started child process whose end can be awaited without holding one of the few threads of
/// Swift's cooperative pool, which the in-process API server needs to answer it.
struct LaunchedProcess {
    let process: Process
    private let ended: AsyncStream<Process.TerminationReason>

    init(starting process: Process) throws {
        let (ended, continuation) = AsyncStream<Process.TerminationReason>.makeStream(bufferingPolicy: .bufferingNewest(1))
        process.terminationHandler = { finished in
            continuation.yield(finished.terminationReason)
            continuation.finish()
        }
        self.process = process
        self.ended = ended
        try process.run()
    }

    /// Sends SIGKILL.
    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
    }

    /// Waits for the process to end and says how it ended.
    @discardableResult
    func exit() async -> Process.TerminationReason {
        for await reason in ended { return reason }
        return process.terminationReason
    }
}
