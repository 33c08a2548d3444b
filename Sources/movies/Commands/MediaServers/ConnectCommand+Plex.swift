import ArgumentParser
import Foundation
import MovieKit

extension Movies.Connect {
    /// The variable a test points plex.tv's PIN requests elsewhere with (`http://127.0.0.1:PORT/`).
    static let plexTVVariable = "MOVIES_PLEX_TV_URL"

    /// Checks the Plex server, gets a token (from standard input with --token-stdin, else by a
    /// PIN the person approves at app.plex.tv) and links the account --account names.
    func linkPlex(clientID: String, console: Console) async throws -> MediaServerConnection {
        let token = try tokenStdin ? Self.tokenFromStandardInput() : nil
        do {
            let linking = try await PlexLinking.checking(
                serverURL: try serverURL(), clientID: clientID,
                transport: MediaServerWiring.transport(timeout: timeout), logger: MediaServerWiring.requestLogger)
            let approved: String
            if let token { approved = token } else { approved = try await approvedToken(by: linking, console: console) }
            return try await linking.link(token: approved, account: account)
        } catch let error as MediaServerError {
            throw MediaServerWiring.failure(error)
        }
    }

    /// Asks plex.tv for a PIN, prints the page where the person approves it, and waits for them.
    private func approvedToken(by linking: PlexLinking, console: Console) async throws -> String {
        let plexTV = try Self.plexTV()
        let pin = try await linking.requestPIN(at: plexTV)
        console.print("Sign in to Plex and approve movies at:\n  \(TerminalText.safe(pin.approvalPage))")
        console.note("waiting for you to approve it (Ctrl-C cancels)…")
        return try await linking.waitForApproval(of: pin, at: plexTV)
    }

    /// plex.tv, or where $MOVIES_PLEX_TV_URL points.
    private static func plexTV() throws -> URL {
        guard let given = LaunchEnvironment.variables[plexTVVariable], !given.isEmpty else { return PlexLinking.plexTV }
        guard let url = URL(string: given), ["http", "https"].contains(url.scheme?.lowercased() ?? "") else {
            throw CommandFailure("\(plexTVVariable) must be an http or https URL", status: .usage)
        }
        return url
    }

    /// The token on standard input's first line.
    private static func tokenFromStandardInput() throws -> String {
        guard let line = Swift.readLine()?.trimmingCharacters(in: .whitespaces), !line.isEmpty, line.count <= 512
        else { throw CommandFailure("no token was given on standard input; nothing was kept", status: .usage) }
        return line
    }
}
