import Foundation

/// What the dataset host said identifies the copy of a file on disk (its `ETag` and
/// `Last-Modified`, as sent), kept beside it as JSON (`title.basics.tsv.gz.validators`:
/// `{"etag":…,"lastModified":…}`) so that the next download asks on their condition.
public struct IMDbDownloadValidators: Codable, Sendable, Equatable {
    /// The `ETag`, as the host sent it (quotes included).
    public var etag: String?
    /// The `Last-Modified`, as the host sent it (an HTTP date).
    public var lastModified: String?

    public init(etag: String?, lastModified: String?) {
        self.etag = etag
        self.lastModified = lastModified
    }

    /// The validators of a response with `headers`; `nil` when it has neither.
    init?(headers: HTTPHeaders) {
        guard headers["ETag"] != nil || headers["Last-Modified"] != nil else { return nil }
        self.init(etag: headers["ETag"], lastModified: headers["Last-Modified"])
    }

    /// The file of the validators of the copy at `file`: beside it, `.validators` added.
    public static func url(of file: URL) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".validators")
    }

    /// The validators kept for the copy at `file`; `nil` when there are none, or the file is not
    /// theirs to read (the copy is then fetched whole).
    public static func read(for file: URL) -> IMDbDownloadValidators? {
        guard let data = FileManager.default.contents(atPath: url(of: file).path) else { return nil }
        return try? JSONDecoder().decode(IMDbDownloadValidators.self, from: data)
    }

    /// `If-None-Match` and `If-Modified-Since`, from what is known.
    var conditionalHeaders: HTTPHeaders {
        var headers = HTTPHeaders()
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    /// When the file last changed, as a date.
    var lastModifiedDate: Date? { lastModified.flatMap(HTTPDate.parse) }

    /// Keeps these validators for the copy at `file`, replacing any whole.
    func write(for file: URL) throws(AtomicFile.Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        try AtomicFile(path: Self.url(of: file).path).replace(with: Array(data))
    }
}
