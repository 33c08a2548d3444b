import Foundation

/// A film's poster: the JPEG file its source's image host serves, at one of its sizes.
public struct Poster: Sendable, Equatable {
    /// The poster's file on the image host, like `/abc.jpg`.
    public let path: String
    /// The size it was fetched at, as the source names it (`w342`, `original`).
    public let size: String
    /// The JPEG file itself.
    public let jpeg: Data

    public init(path: String, size: String, jpeg: Data) {
        self.path = path
        self.size = size
        self.jpeg = jpeg
    }

    /// Whether `data` is a whole JPEG file: it starts with a start-of-image marker and ends
    /// with an end-of-image one, so a file cut short is never drawn nor kept.
    public static func isWholeJPEG(_ data: Data) -> Bool {
        data.count > 4 && data.starts(with: [0xFF, 0xD8, 0xFF]) && data.suffix(2).elementsEqual([0xFF, 0xD9])
    }
}

/// Where a source's images are and in which sizes it serves posters: TMDB's `configuration`.
public struct ImageConfiguration: Sendable, Hashable, Codable {
    /// The image host's base URL, like `https://image.tmdb.org/t/p/`; a poster is at
    /// `base/size/path`.
    public var baseURL: URL
    /// The sizes posters come in, smallest first, as the source names them (`w92`…`original`).
    public var posterSizes: [String]

    public init(baseURL: URL, posterSizes: [String]) {
        self.baseURL = baseURL
        self.posterSizes = posterSizes
    }

    /// The smallest poster size at least `width` pixels wide (`original` past the widest).
    public func posterSize(covering width: Int) -> String {
        Self.posterSize(covering: width, among: posterSizes)
    }

    /// The smallest of `posterSizes` at least `width` pixels wide (`original` past the widest).
    public static func posterSize(covering width: Int, among posterSizes: [String]) -> String {
        let widths = posterSizes.compactMap { size in
            size.first == "w" ? Int(size.dropFirst()).map { (size, $0) } : nil
        }.sorted { $0.1 < $1.1 }
        if let covering = widths.first(where: { $0.1 >= width }) { return covering.0 }
        return posterSizes.contains("original") ? "original" : widths.last?.0 ?? "original"
    }
}

/// A source whose films have posters on an image host of their own (TMDB); the cache keeps
/// what it fetched.
public protocol PosterFetching: Sendable {
    /// Where images are and their sizes, unless `validators` describe the answer and it did not change.
    func imageConfiguration(
        unlessMatching validators: ResponseFreshness?
    ) async throws(MovieServiceError) -> Revalidation<ImageConfiguration>

    /// The poster at `path` in `size`, from the image host `configuration` names: a request
    /// that carries no credential of any kind.
    /// - Throws: ``MovieServiceError/badData(path:reason:)`` for a file that is not a whole JPEG.
    func poster(
        at path: String, size: String, configuration: ImageConfiguration
    ) async throws(MovieServiceError) -> Poster
}
