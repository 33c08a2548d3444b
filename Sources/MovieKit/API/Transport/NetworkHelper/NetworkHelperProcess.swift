import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A running `movies-http`, started with `posix_spawn` (see ``SpawnedProcess``): its standard
/// input and output are one end of a socket pair whose other end is ``channel``; a thread reads
/// what it sends and reports each frame, then its end, and then reaps it.
final class NetworkHelperProcess: Sendable {
    /// What the reading thread reports.
    enum Event: Sendable {
        case frame(NetworkHelperFrame)
        /// The helper closed the connection, or sent garbage (the error); no more frames will come.
        case ended(TransportError?)
    }

    let channel: NetworkHelperChannel

    /// Starts `executable` with `arguments` and exactly `environment`, and a thread that hands
    /// `receive` each event.
    /// - Throws: ``TransportError/unreachable(_:)`` when the helper cannot be started.
    init(
        executable: URL, arguments: [String], environment: [String: String],
        receive: @escaping @Sendable (Event) -> Void
    ) throws(TransportError) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw .unreachable(
                "the network helper \(executable.path) is missing; install \(executable.lastPathComponent) beside movies"
            )
        }
        guard let (mine, theirs) = SpawnedProcess.socketPair() else {
            throw .unreachable("cannot start the network helper: \(String(cString: strerror(errno)))")
        }
        let descriptors = [mine, theirs]
        let spawned: SpawnedProcess
        do {
            spawned = try SpawnedProcess(
                executable: executable.path, arguments: arguments, environment: environment,
                standardInput: .descriptor(descriptors[1]), standardOutput: .descriptor(descriptors[1])
            )
        } catch {
            close(descriptors[0])
            close(descriptors[1])
            throw .unreachable("cannot start the network helper \(executable.path): \(error)")
        }
        close(descriptors[1])
        let channel = NetworkHelperChannel(descriptor: descriptors[0])
        self.channel = channel
        let thread = Thread {
            do throws(TransportError) {
                try channel.readFrames { receive(.frame($0)) }
                receive(.ended(nil))
            } catch {
                receive(.ended(error))
            }
            channel.close()
            _ = spawned.waitForEnd()
        }
        thread.name = "movies-http reader"
        thread.start()
    }

    deinit {
        channel.close()
    }
}
