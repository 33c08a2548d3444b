import Synchronization

/// A test's hold on the account's list reads: once armed (``holdNextRead()``), the next read of
/// the watchlist or the ratings (`GET /3/account/{id}/watchlist/movies`, `…/rated/movies`) waits,
/// unanswered, until ``release()``; the reads after it are answered at once. A test makes one
/// client read the account, lets another read and write it, then lets the first go on.
public final class TMDBAccountReadHold: Sendable {
    private struct State {
        var armed = false
        var waiting: [CheckedContinuation<Void, Never>] = []
        var held = 0
    }

    private let state = Mutex(State())

    /// A hold not armed: every read is answered at once.
    public init() {}

    /// Holds the next read of the account's lists until ``release()``.
    public func holdNextRead() {
        state.withLock { $0.armed = true }
    }

    /// Lets the read held go on (and disarms a hold no read has met yet).
    public func release() {
        let waiting = state.withLock { state in
            state.armed = false
            defer { state.waiting = [] }
            return state.waiting
        }
        for reader in waiting { reader.resume() }
    }

    /// How many reads have been held so far: 1 once the read armed for has arrived.
    public var heldReads: Int {
        state.withLock { $0.held }
    }

    /// Returns at once unless armed; else waits for ``release()``.
    func pass() async {
        guard state.withLock({ $0.armed }) else { return }
        await withCheckedContinuation { (reader: CheckedContinuation<Void, Never>) in
            let holding = state.withLock { state in
                guard state.armed else { return false }
                state.armed = false
                state.held += 1
                state.waiting.append(reader)
                return true
            }
            if !holding { reader.resume() }
        }
    }
}
