import Foundation

/// The film `movies pick` chose last of each source, so that `pick --again` chooses another:
/// a small text file beside the cache (`movies-last-pick` beside `movies.sqlite`), one line
/// `source id` each. Disposable, as the cache is: never your library. A file that is missing or
/// does not read remembers nothing.
public struct LastPickFile: Sendable {
    /// The file.
    public let url: URL

    /// The file of the cache at `cacheURL`: its path without the extension, plus `-last-pick`.
    public init(cacheURL: URL) {
        let cache = cacheURL.deletingPathExtension()
        url = cache.deletingLastPathComponent().appendingPathComponent(cache.lastPathComponent + "-last-pick")
    }

    /// The id of the film last picked of `source`; `nil` when none is remembered.
    public func film(of source: MovieSource) -> Int? {
        lines()[source.rawValue]
    }

    /// Remembers `id` as the film last picked of `source`, replacing the file whole or not at all
    /// (``AtomicFile``), the other sources' lines kept.
    /// - Throws: a failure naming the file when it cannot be written.
    public func remember(_ id: Int, of source: MovieSource) throws {
        var lines = lines()
        lines[source.rawValue] = id
        let text = lines.keys.sorted().map { "\($0) \(lines[$0] ?? 0)\n" }.joined()
        try AtomicFile(path: url.path).replace(with: Array(text.utf8))
    }

    /// The file's lines that read, by source; empty when there is no file, something else is in its
    /// place (a FIFO is never waited on), or it is too large to be one.
    private func lines() -> [String: Int] {
        guard let bytes = try? SmallFile.bytes(atPath: url.path, atMost: Self.largest),
            let text = String(validating: bytes, as: UTF8.self)
        else { return [:] }
        var lines: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.count == 2, MovieSource(rawValue: String(words[0])) != nil, let id = Int(words[1]), id > 0
            else { continue }
            lines[String(words[0])] = id
        }
        return lines
    }

    /// A line for each source is a few dozen bytes: a larger file is not one of these.
    private static let largest = 4_096
}
