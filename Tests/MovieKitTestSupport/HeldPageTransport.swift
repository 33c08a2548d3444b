import Foundation
import MovieKit
import Synchronization

/// An ``HTTPTransport`` in front of another that holds its answer to some pages until the page
/// after each is asked (ten seconds at most: long only where the test fails), so that a test sees whether a reader asks the next
/// page while one is still being made. Pages are named by `page` (`"history 200"`); a request
/// it names nothing passes through.
public final class HeldPageTransport: HTTPTransport {
    private let inner: any HTTPTransport
    private let held: [String: String]
    private let page: @Sendable (HTTPRequest) -> String?
    private let state = Mutex<(asked: [String], whileHeld: [String: Bool])>(([], [:]))

    /// - Parameters:
    ///   - inner: the transport that answers.
    ///   - held: each page held, and the page after it that it waits for.
    ///   - page: the name of the page a request asks for.
    public init(
        _ inner: any HTTPTransport, holding held: [String: String],
        page: @escaping @Sendable (HTTPRequest) -> String?
    ) {
        self.inner = inner
        self.held = held
        self.page = page
    }

    /// The pages asked, in order.
    public var asked: [String] { state.withLock { $0.asked } }

    /// Of each page held, whether the page after it was asked while it was held.
    public var askedWhileHeld: [String: Bool] { state.withLock { $0.whileHeld } }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let name = page(request)
        if let name { state.withLock { $0.asked.append(name) } }
        let response = try await inner.send(request)
        if let name, let next = held[name] {
            let deadline = ContinuousClock.now + .seconds(10)
            while !asked.contains(next), ContinuousClock.now < deadline {
                try? await Task.sleep(for: .milliseconds(1))
            }
            let wasAsked = asked.contains(next)
            state.withLock { $0.whileHeld[name] = wasAsked }
        }
        return response
    }
}
