import Foundation
import MovieKit
import Testing

#if canImport(Glibc)
import Glibc
#endif

struct SpawnedProcessRunTests {
    @Test func aChildHoldsOnlyItsStandardDescriptors() throws {
        // A pipe without close-on-exec, as Foundation's Process opens one to tell a child's end.
        var leaky: [Int32] = [-1, -1]
        #expect(pipe(&leaky) == 0)
        defer { leaky.forEach { close($0) } }

        let listing = try output(of: "/bin/ls", ["/proc/self/fd"])
        let open = Set(listing.split(separator: "\n").compactMap { Int32($0) })

        #expect(open.isDisjoint(with: leaky), "the child inherited \(open.intersection(leaky))")
        #expect(open.isSuperset(of: [0, 1, 2]))
    }

    @Test func aChildReadsAndWritesTheDescriptorsItIsGiven() throws {
        var pair: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0)
        defer { close(pair[0]) }
        let child = try SpawnedProcess(
            executable: "/bin/cat", arguments: [], environment: [:],
            standardInput: .descriptor(pair[1]), standardOutput: .descriptor(pair[1]))
        close(pair[1])

        #expect(write(pair[0], "echo", 4) == 4)
        shutdown(pair[0], Int32(SHUT_WR))
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = read(pair[0], &buffer, buffer.count)

        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "echo")
        #expect(child.waitForEnd() == .exited(0))
    }

    @Test func tellsHowAChildEnded() throws {
        let exited = try SpawnedProcess(executable: "/bin/sh", arguments: ["-c", "exit 3"], environment: [:])
        let killed = try SpawnedProcess(executable: "/bin/sh", arguments: ["-c", "kill -9 $$"], environment: [:])

        #expect(exited.waitForEnd() == .exited(3))
        #expect(killed.waitForEnd() == .signalled(SIGKILL))
    }

    @Test func aChildBlocksAndIgnoresNoSignalWhateverTheThreadThatStartsItBlocks() async throws {
        let status = try await withCheckedThrowingContinuation {
            (continuation: CheckedContinuation<String, any Error>) in
            Thread {
                var every = sigset_t()
                sigfillset(&every)
                pthread_sigmask(SIG_BLOCK, &every, nil)
                signal(SIGPIPE, SIG_IGN)
                continuation.resume(with: Result { try output(of: "/bin/cat", ["/proc/self/status"]) })
            }.start()
        }
        func mask(_ name: String) -> UInt64? {
            status.split(separator: "\n").first { $0.hasPrefix(name + ":") }
                .flatMap { UInt64($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16) }
        }
        // Signals 32 and 33 are glibc's own (threads' cancellation and set-id), which no spawn resets.
        let glibcOwn: UInt64 = 1 << 31 | 1 << 32
        #expect(mask("SigBlk") == 0)
        #expect(mask("SigIgn").map { $0 & ~glibcOwn } == 0, "SIGPIPE, ignored here, is not ignored there")
    }

    @Test func aMissingExecutableIsAnErrorNamingIt() {
        #expect {
            try SpawnedProcess(executable: "/nonexistent/movies-http", arguments: [], environment: [:])
        } throws: { error in
            "\(error)".hasPrefix("/nonexistent/movies-http: ")
        }
    }

    private func output(of executable: String, _ arguments: [String]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spawned-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let child = try SpawnedProcess(
            executable: executable, arguments: arguments, environment: [:], standardOutput: .file(file.path))
        #expect(child.waitForEnd() == .exited(0))
        return try String(contentsOf: file, encoding: .utf8)
    }
}
