import ArgumentParser
import Foundation
import MovieKit

/// `--api-url`: where a source's API is (a proxy, the fixture server), and so whose answers the
/// cache gives: each origin keeps its own.
struct APIURLOption: ParsableArguments {
    static let optionHelp = ArgumentHelp(
        "The movie API's base URL (http or https). Default: $MOVIES_API_URL, else the source's own: the built-in demo catalogue (--source demo), https://api.themoviedb.org/3/ (--source tmdb) or IMDb's dataset host https://datasets.imdbws.com/ (--source imdb, which sync downloads from).",
        valueName: "url")

    @Option(name: .customLong("api-url"), help: optionHelp) var text: String?

    func validate() throws {
        _ = try baseURL()
    }

    /// The API's base URL from `--api-url` or `$MOVIES_API_URL`, or `nil` for the source's own
    /// (the bundled catalogue for the demo, TMDB's API for TMDB).
    func baseURL(environment: [String: String] = LaunchEnvironment.variables) throws -> URL? {
        try Self.setting.value(text, environment: environment, read: Self.baseURL)
    }

    static let setting = OptionOrVariable(
        option: "--api-url", variable: "MOVIES_API_URL",
        expected: "an http or https URL like https://example.com/api/")

    /// `text` as a base URL: http or https, with a host, and none of its own query or fragment.
    private static func baseURL(_ text: String) throws(OptionOrVariable.Unreadable) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else {
            throw OptionOrVariable.Unreadable()
        }
        // The requests' paths and queries are added to it: one of its own would be lost or mixed in.
        guard url.query == nil, url.fragment == nil else {
            throw OptionOrVariable.Unreadable(detail: "a base URL has no ?query or #fragment")
        }
        if let port = url.port, !(1...65535).contains(port) {
            throw OptionOrVariable.Unreadable(detail: "the port must be from 1 to 65535")
        }
        return url
    }
}
