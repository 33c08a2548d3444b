import ArgumentParser
import Foundation
import MovieKit

extension MoviesBench {
    /// Decodes a list response with the API service's own decoder, for peak memory under `/usr/bin/time -v`.
    struct Decode: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Decode a list response file as the API service does.")

        @Argument(help: "The response body file.") var file: String

        func run() throws {
            let body = try Data(contentsOf: URL(fileURLWithPath: file))
            let movies = try APICoding.decodeList(DemoMovie.self, from: body, using: APICoding.makeDecoder())
            print(movies.count)
        }
    }
}
