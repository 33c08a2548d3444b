import Foundation
import MovieKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `--output` writes, as a careful tool writes a file a person names.
///
/// A new file, or an existing plain file, gets the bytes atomically (a file beside it, renamed over
/// it), through a symbolic link rather than over it. A device, a FIFO or a socket is written to as a
/// stream, never renamed over: `--output /dev/null` leaves the machine's `/dev/null` alone, and
/// `/dev/full` fails. `-` is standard output. A folder, and the files of movies' own
/// (``MoviesOwnFiles``: the library, the cache, the config, the credential, the session, the
/// connection tokens), are refused. Every failure is exit 73 with one line, nothing written.
struct OutputFile {
    let path: String
    /// The files that must never be written over, whatever path names them.
    let protected: MoviesOwnFiles

    /// `--output path` of a command using the cache at `cache` (by default the one `$MOVIES_CACHE`
    /// names, else the default one).
    init(
        path: String,
        cache: URL = CacheLocation.resolve(explicitPath: nil, environment: LaunchEnvironment.variables)
    ) {
        self.init(path: path, protected: MoviesOwnFiles(cache: cache))
    }

    init(path: String, protected: MoviesOwnFiles) {
        self.path = path
        self.protected = protected
    }

    func write(_ data: Data) throws(CommandFailure) {
        if path == "-" {
            StandardStreams.write(data, to: .output)
            return
        }
        switch PathEntry(path) {
        case .folder:
            throw failure("it is a folder")
        case .other:
            try stream(data)
        case .missing, .file:
            if protected.contains(path) {
                throw failure(
                    "it is a file of movies' own (its library, cache, config, credential or session); give another file"
                )
            }
            let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
            do {
                try data.write(to: target, options: .atomic)
            } catch {
                throw failure(error.localizedDescription)
            }
        }
    }

    /// Writes `data` to what is not a file (a device, a FIFO) as a stream: opened, never created,
    /// truncated or replaced.
    private func stream(_ data: Data) throws(CommandFailure) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        if let failed = data.withUnsafeBytes({ writeAll($0, to: descriptor) }) {
            throw failure(String(cString: strerror(failed)))
        }
    }

    private func failure(_ reason: String) -> CommandFailure {
        CommandFailure("could not write \(path): \(reason)", status: .cantCreate)
    }
}
