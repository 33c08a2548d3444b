import ArgumentParser

/// `--latency MS`: how long the server waits before answering each request.
struct LatencyOption: ParsableArguments {
    @Option(help: ArgumentHelp("Wait this long before answering each request, like a slow network.", valueName: "ms"))
    var latency = 0

    func validate() throws {
        guard (0...60_000).contains(latency) else {
            throw ValidationError("--latency must be between 0 and 60000 milliseconds, got \(latency)")
        }
    }

    var duration: Duration { .milliseconds(latency) }
}
