import ArgumentParser
import Foundation
import MovieKit

/// `--api-url`: where a source's API is (a proxy, the fixture server), and so whose answers the
/// cache gives: each origin keeps its own.
struct APIURLOption: ParsableArguments {
    @Option(
        name: .customLong("api-url"),
        help: ArgumentHelp(
            "The movie API's base URL (http or https). Default: $MOVIES_API_URL, else the built-in demo catalogue (--source demo) or https://api.themoviedb.org/3/ (--source tmdb).",
            valueName: "url"))
    var text: String?

    func validate() throws {
        _ = try baseURL()
    }

    /// The API's base URL from `--api-url` or `$MOVIES_API_URL`, or `nil` for the source's own
    /// (the bundled catalogue for the demo, TMDB's API for TMDB).
    func baseURL(environment: [String: String] = LaunchEnvironment.variables) throws -> URL? {
        let (text, source): (String?, String) =
            if let text { (text, "--api-url") } else { (environment["MOVIES_API_URL"], "MOVIES_API_URL") }
        // An empty variable is one not set; an empty --api-url was meant to say something.
        guard let text, !text.isEmpty || self.text != nil else { return nil }
        let refusal = "\(source) must be an http or https URL like https://example.com/api/, got \"\(text)\""
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw ValidationError(refusal)
        }
        // The requests' paths and queries are added to it: one of its own would be lost or mixed in.
        guard url.query == nil, url.fragment == nil else {
            throw ValidationError("\(refusal): a base URL has no ?query or #fragment")
        }
        if let port = url.port, !(1...65535).contains(port) {
            throw ValidationError("\(refusal): the port must be from 1 to 65535")
        }
        return url
    }
}
