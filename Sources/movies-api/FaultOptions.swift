import ArgumentParser
import MovieAPIServer

/// The flags that make `movies-api` misbehave on purpose.
struct FaultOptions: ParsableArguments {
    @Flag(help: "Answer 401 without a valid bearer token; GET /api/auth issues fresh tokens.")
    var requireToken = false

    @Option(
        name: .customLong("token-ttl"),
        help: ArgumentHelp("Tokens expire this many seconds after they are issued.", valueName: "seconds"))
    var tokenTTL: Double?

    @Option(help: ArgumentHelp("Wait this many milliseconds before each answer.", valueName: "ms"))
    var latency = 0

    @Option(help: ArgumentHelp("Fail the first N requests with --fail-status.", valueName: "n"))
    var failFirst = 0

    @Option(help: ArgumentHelp("Fail this fraction (0 to 1) of requests at random with --fail-status.", valueName: "p"))
    var failRate = 0.0

    @Option(help: ArgumentHelp("The status failed requests get.", valueName: "code"))
    var failStatus = 503

    @Option(help: ArgumentHelp("Send Retry-After: SECONDS with each failure.", valueName: "seconds"))
    var retryAfter: Int?

    @Option(
        help: ArgumentHelp("Close the connection half way through this fraction (0 to 1) of bodies.", valueName: "p"))
    var dropRate = 0.0

    @Option(
        help: ArgumentHelp(
            "Seeds the made-up catalogue and the random failures and drops, so a run repeats.", valueName: "n"))
    var seed: UInt64 = 1

    func validate() throws {
        for (name, value) in [("--fail-rate", failRate), ("--drop-rate", dropRate)] where !(0...1).contains(value) {
            throw ValidationError("\(name) must be between 0 and 1, got \(value)")
        }
        guard (400...599).contains(failStatus) else {
            throw ValidationError("--fail-status must be an HTTP error status (400 to 599), got \(failStatus)")
        }
        if let tokenTTL, !(tokenTTL > 0 && tokenTTL.isFinite) {
            throw ValidationError("--token-ttl must be a positive number of seconds, got \(tokenTTL)")
        }
        if latency < 0 || failFirst < 0 || (retryAfter ?? 0) < 0 {
            throw ValidationError("--latency, --fail-first and --retry-after cannot be negative")
        }
    }

    /// The faults these flags ask for.
    var faults: ServerFaults {
        var faults = ServerFaults()
        faults.requireToken = requireToken
        faults.tokenTTL = tokenTTL.map { .milliseconds(Int64(($0 * 1000).rounded())) }
        faults.latency = .milliseconds(latency)
        faults.failFirst = failFirst
        faults.failRate = failRate
        faults.failStatus = failStatus
        faults.retryAfter = retryAfter
        faults.dropRate = dropRate
        faults.seed = seed
        return faults
    }
}
