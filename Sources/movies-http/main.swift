import Foundation
import MovieHTTP

// movies-http: the network helper `movies` starts when it needs the API (see
// NetworkHelperTransport). It speaks frames on standard input and output, not to people.
let usage =
    "usage: movies-http [--timeout SECONDS] [--maximum-body-size BYTES] (started by movies; speaks frames on stdin/stdout)"
var timeout = NetworkHelperServer.defaultTimeout
var maximumBodySize = NetworkHelperServer.defaultMaximumBodySize

func refuseArguments() -> Never {
    FileHandle.standardError.write(Data("\(usage)\n".utf8))
    exit(64)
}

func positive<Number: LosslessStringConvertible & Comparable & Numeric>(_ text: String?) -> Number? {
    text.flatMap(Number.init).flatMap { $0 > 0 ? $0 : nil }
}

var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    let value = arguments.popFirst()
    switch name {
    case "--timeout":
        guard let seconds: TimeInterval = positive(value) else { refuseArguments() }
        timeout = seconds
    case "--maximum-body-size":
        guard let bytes: Int = positive(value) else { refuseArguments() }
        maximumBodySize = bytes
    default:
        refuseArguments()
    }
}

/// Answers every request with why libcurl could not be loaded, so that `movies` says so.
struct UnavailableTransport: HTTPTransport {
    let reason: String

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        throw .unreachable(reason)
    }
}

let transport: any HTTPTransport
do {
    transport = try CurlTransport(timeout: timeout, maximumBodySize: maximumBodySize)
} catch {
    transport = UnavailableTransport(reason: error.description)
}
let server = NetworkHelperServer(transport: transport)
await server.serve(NetworkHelperChannel(input: STDIN_FILENO, output: STDOUT_FILENO))
