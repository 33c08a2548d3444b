import Foundation
import MovieKit

#if canImport(Glibc)
import Glibc
#endif

/// A `gzip -6 -n` process writing one file, fed through a pipe: IMDb's level, no name or time in
/// the header (so a seed gives the same bytes), one process per file so that every core compresses.
/// Made on one thread, then written and finished by the one thread that writes its file.
final class GzipPipe: @unchecked Sendable {
    /// Why gzip could not be started or fed, or failed.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process: SpawnedProcess
    /// The pipe's end this process writes; -1 once closed.
    private var input: Int32
    let path: String

    /// Starts gzip writing `path`.
    init(writing path: String) throws(Failure) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw Failure(description: "pipe: \(String(cString: strerror(errno)))") }
        // The end this process keeps must not reach the next gzip started, or this one never sees its end.
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        do {
            process = try SpawnedProcess(
                executable: "/bin/sh", arguments: ["-c", "exec gzip -6 -n"],
                environment: ProcessInfo.processInfo.environment,
                standardInput: .descriptor(ends[0]), standardOutput: .file(path))
        } catch {
            close(ends[0])
            close(ends[1])
            throw Failure(description: "cannot start gzip: \(error)")
        }
        close(ends[0])
        input = ends[1]
        self.path = path
    }

    /// Writes `bytes` whole to gzip.
    func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(input, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                throw Failure(description: "gzip for \(path) stopped reading: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// Closes gzip's input and waits for it to finish the file.
    func finish() throws(Failure) {
        close(input)
        input = -1
        guard process.waitForEnd() == .exited(0) else { throw Failure(description: "gzip failed writing \(path)") }
    }
}
