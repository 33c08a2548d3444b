import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn`, holding exactly the descriptors it is given, with
/// no signal blocked or ignored (whatever the starting thread blocks: libdispatch's threads block
/// nearly all, and a child would inherit that, deaf to `SIGTERM` and `SIGINT`).
///
/// Foundation's `Process` is not used for children: on Linux it tells a child's end by a socket
/// pair it opens without close-on-exec, so another child started at that moment inherits it, and
/// the first child's end goes unnoticed for as long as the second lives.
package struct SpawnedProcess: Sendable {
    /// What one of the child's descriptors (0, 1, 2) is.
    package enum Stream: Sendable {
        /// This process's own descriptor of the same number.
        case inherited
        /// A copy of one of this process's descriptors.
        case descriptor(Int32)
        /// A file opened for reading (standard input) or written anew (standard output, error).
        case file(String)
    }

    /// How a child ended.
    package enum Ending: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    package let processIdentifier: pid_t

    /// A connected pair of Unix stream sockets, both closed on exec: one end for this process, the
    /// other given to a child as its standard input and output. `nil` (with `errno` set) when
    /// none can be made.
    package static func socketPair() -> (Int32, Int32)? {
        var descriptors: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, streamType, 0, &descriptors) == 0 else { return nil }
        return (descriptors[0], descriptors[1])
    }

    /// Starts `executable` with `arguments` and exactly `environment`, its descriptors 0, 1 and 2 as
    /// given, no other descriptor of this process, in `workingDirectory` if given.
    /// - Throws: the `errno` of the step that failed, named.
    package init(
        executable: String, arguments: [String], environment: [String: String], workingDirectory: String? = nil,
        standardInput: Stream = .inherited, standardOutput: Stream = .inherited, standardError: Stream = .inherited
    ) throws(SpawnError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let workingDirectory {
            guard let addChangeDirectory = Self.addChangeDirectory else {
                throw SpawnError(step: "chdir", code: ENOSYS)
            }
            try Self.check(addChangeDirectory(&actions, workingDirectory), "chdir")
        }
        for (number, stream) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
            switch stream {
            case .inherited:
                break
            case .descriptor(let descriptor):
                try Self.check(posix_spawn_file_actions_adddup2(&actions, descriptor, number), "dup2")
            case .file(let path):
                let flags = number == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
                try Self.check(posix_spawn_file_actions_addopen(&actions, number, path, flags, 0o644), path)
            }
        }
        if let addCloseFrom = Self.addCloseFrom {
            try Self.check(addCloseFrom(&actions, 3), "closefrom")
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), every = sigset_t()
        sigemptyset(&none)
        sigfillset(&every)
        try Self.check(posix_spawnattr_setsigmask(&attributes, &none), "sigmask")
        try Self.check(posix_spawnattr_setsigdefault(&attributes, &every), "sigdefault")
        try Self.check(
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)), "flags")
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        try Self.check(posix_spawn(&pid, executable, &actions, &attributes, argv, envp), executable)
        processIdentifier = pid
    }

    /// Blocks until the child ends, and says how; call it once.
    package func waitForEnd() -> Ending {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) == -1 {
            guard errno == EINTR else { return .exited(-1) }
        }
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    private static func check(_ result: Int32, _ step: String) throws(SpawnError) {
        guard result != 0 else { return }
        throw SpawnError(step: step, code: result)
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias ChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` and `…_addchdir_np`, looked up by name:
    /// Swift's Glibc module leaves out what needs `_GNU_SOURCE`. A fully static `movies` finds
    /// neither; there every descriptor it opens is close-on-exec, so the child still gets only 0–2.
    private static let addCloseFrom: CloseFrom? = symbol("posix_spawn_file_actions_addclosefrom_np")
    private static let addChangeDirectory: ChangeDirectory? = symbol("posix_spawn_file_actions_addchdir_np")

    private static func symbol<T>(_ name: String) -> T? {
        guard let address = dlsym(nil, name) else { return nil }
        return unsafeBitCast(address, to: T.self)
    }
}

/// Why a child process could not be started: the step that failed and its `errno`.
package struct SpawnError: Error, Sendable, CustomStringConvertible {
    package let step: String
    package let code: Int32

    package var description: String {
        "\(step): \(String(cString: strerror(code)))"
    }
}
