import Foundation
import MovieKit

// movies-http: the network helper `movies` starts when it needs the API (see
// NetworkHelperTransport). It speaks frames on standard input and output, not to people.
let usage = "usage: movies-http [--timeout SECONDS] [--maximum-body-size BYTES] (started by movies; speaks frames on stdin/stdout)"
var timeout: TimeInterval = 10
var maximumBodySize = NetworkHelperTransport.defaultMaximumBodySize
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    switch (name, arguments.popFirst()) {
    case ("--timeout", let value?) where TimeInterval(value).map({ $0 > 0 }) == true:
        timeout = TimeInterval(value) ?? timeout
    case ("--maximum-body-size", let value?) where Int(value).map({ $0 > 0 }) == true:
        maximumBodySize = Int(value) ?? maximumBodySize
    default:
        FileHandle.standardError.write(Data("\(usage)\n".utf8))
        exit(64)
    }
}

let server = NetworkHelperServer(transport: URLSessionTransport(timeout: timeout, maximumBodySize: maximumBodySize))
await server.serve(NetworkHelperChannel(input: STDIN_FILENO, output: STDOUT_FILENO))
