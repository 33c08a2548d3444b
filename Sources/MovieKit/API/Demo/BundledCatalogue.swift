import Foundation

/// The demo API's content, built into the library from `api-fixtures/`, so the tool answers
/// on a fresh machine with no network and no API configured.
public enum BundledCatalogue {
    /// The base URL the bundled catalogue answers under; it names no real host.
    public static let baseURL = URL(string: "bundled://catalogue/api/")!

    /// Every bundled file keyed by its URL path, like `api/movies/1`.
    public static var files: [String: Data] {
        // From the bytes themselves: Data's init over a sequence first casts it dynamically.
        fileContents.mapValues { text in
            var text = text
            return text.withUTF8 { Data(buffer: $0) }
        }
    }

    /// Every bundled film (each `api/movies/ID` file that reads as one), by id.
    static func films(using decoder: JSONDecoder) -> [MovieSummary] {
        fileContents.compactMap { path, text -> MovieSummary? in
            guard path.hasPrefix("api/movies/"), path.dropFirst("api/movies/".count).allSatisfy(\.isNumber) else {
                return nil
            }
            return (try? APICoding.decode(DemoMovie.self, from: Data(text.utf8), using: decoder)).map(MovieSummary.init)
        }.sorted { $0.id < $1.id }
    }

    /// A transport that serves the bundled files in-process, as a static site would.
    public static func makeTransport() -> FixtureTransport {
        FixtureTransport(files: files)
    }

    /// An API client for the bundled catalogue, going through the same code as a real API.
    public static func makeClient() -> APIClient {
        APIClient(baseURL: baseURL, transport: makeTransport())
    }
}
