import Foundation
import Hummingbird
import Logging
import MovieHTTP

// movies-listen: the HTTP server `movies listen` starts for the media servers' webhooks (see
// Sources/movies/Commands/MediaServers/Listen.swift). It answers each POST with what `movies`
// says of it (HookDelivery and HookAnswer, one JSON line each on standard output and input),
// refuses a body over 1 MiB itself (413) without reading the rest, and ends on SIGTERM or SIGINT,
// or when `movies` closes its standard input. Kept out of `movies` so that Hummingbird and NIO
// never load with it.

let usage = "usage: movies-listen --address ADDRESS --port PORT (started by movies listen)"

/// The value after `name` in the arguments, if given.
func value(of name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let address = value(of: "--address", in: arguments),
    let port = value(of: "--port", in: arguments).flatMap(Int.init),
    (0...65_535).contains(port)
else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(64)
}

let forwarder = HookForwarder()
forwarder.readAnswers()
var logger = Logger(label: "movies-listen")
logger.logLevel = .critical
let application = Application(
    responder: HookResponder(forwarder: forwarder),
    configuration: .init(address: .hostname(address, port: port), serverName: "movies-listen"),
    onServerRunning: { channel in
        let bound = channel.localAddress?.port ?? port
        let authority = address.contains(":") ? "[\(address)]:\(bound)" : "\(address):\(bound)"
        forwarder.say(HookDelivery.listeningPrefix + authority)
    },
    logger: logger)
do {
    try await application.runService()
} catch {
    forwarder.say(HookDelivery.failedPrefix + String(describing: error).replacingOccurrences(of: "\n", with: " "))
    exit(69)
}
