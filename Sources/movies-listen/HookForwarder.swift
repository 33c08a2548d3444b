import Foundation
import MovieHTTP
import Synchronization

/// Hands each request to `movies` as a ``HookDelivery`` line on standard output and waits for
/// its ``HookAnswer`` line on standard input; a thread reads the answers. When `movies` closes
/// standard input (it ended), so does this process.
final class HookForwarder: Sendable {
    private struct State {
        var nextID: UInt64 = 0
        var waiting: [UInt64: CheckedContinuation<HookAnswer, Never>] = [:]
    }

    private let state = Mutex(State())
    /// Held while a line is written, so that lines never interleave.
    private let output = Mutex(())

    /// Writes `line` and a newline on standard output.
    func say(_ line: String) {
        output.withLock { _ in
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }

    /// What `movies` answers to the request.
    func deliver(path: String, contentType: String?, body: Data) async -> HookAnswer {
        await withCheckedContinuation { continuation in
            let id = state.withLock { state in
                state.nextID += 1
                state.waiting[state.nextID] = continuation
                return state.nextID
            }
            let delivery = HookDelivery(id: id, path: path, contentType: contentType, body: body)
            guard let line = try? JSONEncoder().encode(delivery) else {
                answer(HookAnswer(id: id, status: 500, text: "the request could not be handed on"))
                return
            }
            say(String(decoding: line, as: UTF8.self))
        }
    }

    /// Starts the thread that reads the answers; at the end of standard input the process exits.
    func readAnswers() {
        let thread = Thread { [self] in
            while let line = readLine(strippingNewline: true) {
                guard let answer = try? JSONDecoder().decode(HookAnswer.self, from: Data(line.utf8)) else { continue }
                self.answer(answer)
            }
            exit(0)
        }
        thread.name = "movies-listen answers"
        thread.start()
    }

    private func answer(_ answer: HookAnswer) {
        state.withLock { $0.waiting.removeValue(forKey: answer.id) }?.resume(returning: answer)
    }
}
