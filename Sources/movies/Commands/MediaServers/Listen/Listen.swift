import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies listen [--port 8787] [--address 127.0.0.1] [--urls]`: logs the plays your media
    /// servers' webhooks tell of, as they end.
    struct Listen: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Log films as your media servers play them (webhooks).",
            discussion: """
                Starts an HTTP server (movies-listen, beside movies) for Jellyfin's Webhook plugin \
                and Plex's webhooks, and logs each film played to its end as `movies watched` \
                would, on the play's day where you are (TZ). It listens on 127.0.0.1 unless \
                --address says otherwise, and runs until SIGTERM or Ctrl-C. --urls prints each \
                hook's URL, with a secret made once and kept, readable only by you, in \
                $XDG_STATE_HOME/movies/. The same film from the same server within 6 hours counts \
                once (Plex and Jellyfin may tell of one play more than once); an episode or a song \
                is left out, and so is another user's play when `movies connect` linked yours.

                Examples:
                  movies listen --urls
                  movies listen --source tmdb
                  movies listen --address 0.0.0.0 --port 8787
                """)

        @Option(help: ArgumentHelp("The port to listen on; 0 takes a free one.", valueName: "port"))
        var port = 8787

        @Option(help: ArgumentHelp("The address to listen on.", valueName: "address"))
        var address = "127.0.0.1"

        @Flag(help: "Print each hook's URL, to paste into the server's settings, and stop.")
        var urls = false

        @OptionGroup var options: GlobalOptions

        var globalOptions: GlobalOptions? { options }

        func validate() throws {
            guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535, got \(port)") }
            guard !address.isEmpty, !address.contains(where: { $0.isWhitespace || $0 == "/" }) else {
                throw ValidationError("--address must be an address like 127.0.0.1 or ::1, got \"\(address)\"")
            }
        }

        func run(in context: MoviesContext) async throws {
            let console = MediaServerWiring.console(context.console, verbose: options.verbose)
            let secret: String
            do {
                secret = try WebhookSecretStore().secret()
            } catch {
                throw CommandFailure(error.description, status: .cantCreate)
            }
            let connections = MediaServerWiring.store.all()
            if urls {
                printURLs(secret: secret, connections: connections, on: console)
                return
            }
            let helper = try ListenHelper(address: address, port: port)
            let signals = Self.stopping(helper)
            defer { signals.forEach { $0.cancel() } }
            var handler = HookHandler(secret: secret, connections: connections, options: options, context: context)
            var failure: CommandFailure?
            for await event in helper.events {
                switch event {
                case .listening(let authority):
                    console.print("listening on http://\(authority)")
                case .failed(let reason):
                    failure = CommandFailure(
                        "cannot listen on \(authority): \(TerminalText.safe(reason))", status: .unavailable)
                case .delivery(let delivery):
                    helper.send(await handler.answer(delivery))
                case .ended(let ending):
                    if failure == nil, ending != .exited(0) {
                        failure = CommandFailure("\(ListenHelper.name) ended (\(ending))", status: .unavailable)
                    }
                }
            }
            if let failure { throw failure }
        }

        /// `HOST:PORT`, as a URL writes it.
        private var authority: String {
            address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"
        }

        /// One line for each server's hook: its name, its URL, whose plays it takes.
        private func printURLs(secret: String, connections: [MediaServerConnection], on console: Console) {
            for source in WebhookSource.allCases {
                let linked = connections.first { $0.kind.rawValue == source.rawValue }
                let whose = linked.map { "plays of \(MediaServerWiring.described($0))" } ?? "every user's plays"
                console.print(
                    "\(source.rawValue): http://\(authority)\(WebhookSecretStore.path(secret: secret, source: source))"
                        + "  (\(whose))")
            }
            if connections.isEmpty {
                console.note(
                    "no media server is linked, so each hook takes every user's plays; "
                        + "`movies connect jellyfin|plex URL` links yours")
            }
        }

        /// Stops `helper` on SIGTERM or SIGINT, which no longer end this process: it ends once
        /// the helper has, with 0.
        private static func stopping(_ helper: ListenHelper) -> [any DispatchSourceSignal] {
            [SIGTERM, SIGINT].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { helper.stop() }
                source.resume()
                return source
            }
        }
    }
}
