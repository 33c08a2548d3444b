import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of one machine's copy of your library among those that sync through a folder: made
/// once, at random, and kept in a file beside the library (``file(besideLibraryAt:)``), so it
/// stays with this copy and names the one change file this machine writes.
///
/// Lowercase letters, digits and `-`, 1 to 64 of them: safe in a file name on every system.
public struct MachineID: Sendable, Hashable, CustomStringConvertible {
    /// The id as written.
    public let text: String

    /// `text`, when it is a machine id; `nil` otherwise.
    public init?(_ text: String) {
        guard (1...64).contains(text.utf8.count),
            text.utf8.allSatisfy({ (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D })
        else { return nil }
        self.text = text
    }

    public var description: String { text }

    /// A new id: 16 hexadecimal digits at random.
    static func random() -> MachineID {
        let digits = UUID().uuidString.lowercased().filter { $0 != "-" }
        return MachineID(String(digits.prefix(16))) ?? MachineID("0")!
    }

    /// Where the machine id of the library at `library` is kept: beside it, `NAME.machine-id`.
    public static func file(besideLibraryAt library: URL) -> URL {
        URL(fileURLWithPath: library.path + ".machine-id")
    }

    /// The id kept beside the library at `library`, made and kept now if there is none yet (two
    /// processes making it at once agree: the file is created only if absent, and the one that
    /// finds it made reads it).
    /// - Throws: ``SyncError/machineID(path:reason:)`` when it can be neither read nor made.
    public static func kept(besideLibraryAt library: URL) throws(SyncError) -> MachineID {
        let path = file(besideLibraryAt: library).path
        for _ in 0..<100 {
            if let data = FileManager.default.contents(atPath: path) {
                let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                if text.isEmpty {
                    // Another process made the file a moment ago and is writing its id.
                    usleep(10_000)
                    continue
                }
                guard let id = MachineID(text) else {
                    throw .machineID(path: path, reason: "it holds no machine id (lowercase letters, digits, -)")
                }
                return id
            }
            let made = random()
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw .machineID(path: path, reason: String(cString: strerror(errno)))
            }
            let bytes = Array((made.text + "\n").utf8)
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            let flushed = fsync(descriptor) == 0
            close(descriptor)
            guard written == bytes.count, flushed else {
                unlink(path)
                throw .machineID(path: path, reason: "could not write it")
            }
            return made
        }
        throw .machineID(path: path, reason: "it appeared and vanished while being read")
    }
}
