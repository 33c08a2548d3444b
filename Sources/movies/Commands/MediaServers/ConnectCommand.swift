import ArgumentParser
import Foundation
import MovieKit

extension Movies {
    /// `movies connect jellyfin|plex|kodi URL`: links a media server's user (Jellyfin: by Quick
    /// Connect or by name and password; Plex: by a PIN or a token; Kodi: by its web server's name
    /// and password) and keeps the token (Kodi's password) readable only by its owner.
    struct Connect: MoviesCommand {
        static let configuration = CommandConfiguration(
            abstract: "Link a Jellyfin, Plex or Kodi server to import plays.",
            discussion: """
                Checks that URL answers as the server named. Jellyfin logs you in by Quick \
                Connect: prints a code and where to enter it (Jellyfin: your user's settings, \
                Quick Connect), and waits until you do. With --user NAME it asks for the password \
                instead, without echo (--password-stdin reads it from standard input). Plex prints \
                a page of app.plex.tv where you sign in to approve movies, and waits until you do; \
                --token-stdin reads a token copied from Plex instead. A Plex server's owner is \
                linked unless --account names another of its accounts. Ctrl-C cancels, keeping \
                nothing. It names the user linked and keeps the token, readable only by you, in \
                $XDG_STATE_HOME/movies/connections/; the password is never kept, nor the token \
                shown. Connecting again replaces the connection.

                A Kodi is linked with its web server's --user NAME and password, which are kept \
                as the token is (Kodi has no other), and the time zone its device keeps its clock \
                in (--time-zone, an IANA name such as Europe/Paris; by default yours), which the \
                times of its plays are read in.

                Examples:
                  movies connect jellyfin http://media.local:8096
                  pass show jellyfin | movies connect jellyfin http://media.local:8096 --user ann --password-stdin
                  movies connect plex http://media.local:32400
                  pass show plex | movies connect plex http://media.local:32400 --token-stdin --account ann
                  movies connect kodi http://livingroom:8080 --user kodi --time-zone Europe/Paris
                """)

        @Argument(help: "The kind of server: jellyfin, plex or kodi.")
        var kind: MediaServerConnection.Kind

        @Argument(help: ArgumentHelp("The server's address (http or https).", valueName: "url"))
        var url: String

        @Option(
            help: ArgumentHelp(
                "Log in as this user, with a password, rather than by Quick Connect (Kodi: its web server's user).",
                valueName: "name"))
        var user: String?

        @Flag(help: "Read the password from standard input (with --user).")
        var passwordStdin = false

        @Flag(help: "Plex: read a token copied from Plex from standard input, rather than asking for a PIN.")
        var tokenStdin = false

        @Option(help: ArgumentHelp("Plex: the server's account to import (default its owner).", valueName: "name"))
        var account: String?

        @Option(
            help: ArgumentHelp(
                "Kodi: the zone its device keeps its clock in (an IANA name); by default yours.", valueName: "zone"))
        var timeZone: String?

        @Option(help: ArgumentHelp("Seconds each request may take.", valueName: "seconds"))
        var timeout: Double = 30

        @Flag(help: "Log each request on stderr (the token and secrets redacted).")
        var verbose = false

        func validate() throws {
            _ = try serverURL()
            if passwordStdin && user == nil { throw ValidationError("--password-stdin needs --user NAME") }
            if kind == .plex && user != nil {
                throw ValidationError("--user is Jellyfin's and Kodi's; Plex links by a PIN or --token-stdin")
            }
            if kind != .plex && (tokenStdin || account != nil) {
                throw ValidationError("--token-stdin and --account are Plex's")
            }
            if let user, user.isEmpty { throw ValidationError("--user needs a name") }
            if kind == .kodi && user == nil {
                throw ValidationError("a Kodi is linked with --user NAME and its password")
            }
            if let timeZone {
                guard kind == .kodi else {
                    throw ValidationError("--time-zone is Kodi's; the others' times carry theirs")
                }
                guard TimeZone(identifier: timeZone) != nil, timeZone.contains("/") || timeZone == "UTC" else {
                    throw ValidationError(
                        "--time-zone must be an IANA time zone such as Europe/Paris, got \(TerminalText.safe(timeZone))"
                    )
                }
            }
            guard timeout > 0, timeout.isFinite else {
                throw ValidationError("--timeout must be a positive number of seconds, got \(timeout)")
            }
        }

        /// The server's address: http or https, with a host, no query or fragment.
        func serverURL() throws -> URL {
            guard let url = URL(string: url), let scheme = url.scheme?.lowercased(),
                ["http", "https"].contains(scheme),
                let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil, url.user == nil
            else {
                throw ValidationError(
                    "the server's address must be an http or https URL like http://media.local:8096, got \(url)")
            }
            return url
        }

        func run(in context: MoviesContext) async throws {
            let console = MediaServerWiring.console(context.console, verbose: verbose)
            let store = MediaServerWiring.store
            // The same device at every connect, so the server's device list keeps one entry for us.
            let deviceID = store.load(kind)?.deviceID ?? UUID().uuidString.lowercased()
            let connection: MediaServerConnection
            switch kind {
            case .jellyfin: connection = try await linkJellyfin(deviceID: deviceID, console: console)
            case .plex: connection = try await linkPlex(clientID: deviceID, console: console)
            case .kodi: connection = try await linkKodi(console: console)
            }
            do {
                try store.save(connection)
            } catch {
                throw CommandFailure(
                    "could not keep the connection: \(error.description); nothing was kept", status: .cantCreate)
            }
            console.print("linked \(MediaServerWiring.described(connection))")
        }

        /// Checks the Jellyfin server and logs in by name and password, or by Quick Connect.
        private func linkJellyfin(deviceID: String, console: Console) async throws -> MediaServerConnection {
            let password = try user.map { try self.password(for: $0, console: console) }
            do {
                let linking = try await JellyfinLinking.checking(
                    serverURL: try serverURL(), deviceID: deviceID,
                    transport: MediaServerWiring.transport(timeout: timeout), logger: MediaServerWiring.requestLogger)
                if let user, let password { return try await linking.logIn(user: user, password: password) }
                return try await approved(by: linking, console: console)
            } catch let error as MediaServerError {
                throw MediaServerWiring.failure(error)
            }
        }

        /// Checks that the address answers as Kodi to --user and the password, and links it with
        /// its device's zone (--time-zone, else yours).
        private func linkKodi(console: Console) async throws -> MediaServerConnection {
            guard let user else { throw ValidationError("a Kodi is linked with --user NAME and its password") }
            let password = try self.password(for: user, console: console)
            do {
                return try await KodiLinking.link(
                    serverURL: try serverURL(), user: user, password: password,
                    deviceZone: timeZone.flatMap(TimeZone.init(identifier:)) ?? .current,
                    transport: MediaServerWiring.transport(timeout: timeout), logger: MediaServerWiring.requestLogger)
            } catch let error as MediaServerError {
                throw MediaServerWiring.failure(error)
            }
        }

        /// Starts Quick Connect, prints the code and where to enter it, and waits for the person.
        private func approved(by linking: JellyfinLinking, console: Console) async throws -> MediaServerConnection {
            let request = try await linking.startQuickConnect()
            console.print(
                "Enter the code \(MediaServerWiring.shown(request.code)) in Jellyfin (your user's settings, Quick Connect):\n  "
                    + linking.quickConnectPage.absoluteString)
            console.note("waiting for you to enter it (Ctrl-C cancels)…")
            return try await linking.waitForApproval(of: request)
        }

        /// The password of `user`: from standard input with --password-stdin, else asked on the
        /// terminal without echo.
        func password(for user: String, console: Console) throws -> String {
            guard passwordStdin || isatty(STDIN_FILENO) == 1 else {
                throw CommandFailure(
                    "standard input is not a terminal to ask the password on; give --password-stdin to read it from there",
                    status: .usage)
            }
            guard
                let password = SecretInput.readLine(
                    prompt: "Password for \(MediaServerWiring.shown(user)): ", console: console)
            else { throw CommandFailure("no password was given; nothing was kept", status: .usage) }
            return password
        }
    }
}
