import Foundation
import ParallelPhaseGuard
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `make test` runs every suite not named `…RunTests` (nor of MovieAPIServerTests) in parallel
/// first, in a test process that may not start a program or listen on a port, so that a suite that
/// does fails there rather than run beside the others (Tests/ParallelPhaseGuard). Outside that
/// phase both are allowed, which is why these two tests may start `/bin/true` and listen on a port
/// without being `…RunTests`.
struct ParallelPhaseGuardTests {
    private static let inTheParallelPhase = ProcessInfo.processInfo.environment["MOVIES_TESTS_IN_PARALLEL"] == "1"

    @Test func startingAProgramIsRefusedInTheParallelPhaseOnly() throws {
        #expect((movies_tests_refuse_programs_and_servers() != 0) == Self.inTheParallelPhase)
        var child: pid_t = 0
        let arguments = [strdup("true"), nil]
        defer { arguments.forEach { free($0) } }
        let spawned = posix_spawn(&child, "/bin/true", nil, nil, arguments, environ)
        if spawned == 0 {
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        #expect(spawned == (Self.inTheParallelPhase ? EPERM : 0))
    }

    @Test func listeningOnAPortIsRefusedInTheParallelPhaseOnly() throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(bound == 0)
        let listened = listen(socket, 1)
        #expect(listened == (Self.inTheParallelPhase ? -1 : 0))
        #expect(listened == 0 || errno == EPERM)
    }
}
