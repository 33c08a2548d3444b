import Foundation
import Hummingbird
import MovieKit

/// IMDb's dataset host, as the IMDb dialect serves it: `GET` or `HEAD` of `/NAME.tsv.gz` answers
/// that file of the folder, streamed from disk, with its `Content-Length`, a strong `ETag`, a
/// `Last-Modified` and a `Cache-Control: max-age`; a request whose `If-None-Match` names the tag,
/// or else whose `If-Modified-Since` is not before the file's date, gets 304. Any other path is
/// 404, any other method 405.
struct IMDbDatasetResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let files: IMDbDatasetFiles
    let maxAge: Int
    private let fileIO = FileIO()

    init(settings: IMDbDatasetHostSettings, maxAge: Int) {
        files = IMDbDatasetFiles(settings: settings)
        self.maxAge = maxAge
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return .text("Method Not Allowed\n", status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        guard let file = files.file(at: request.uri.path) else {
            return .text("Not Found\n", status: .notFound)
        }
        var headers: HTTPFields = [
            .eTag: file.etag, .lastModified: HTTPDate.format(file.lastModified), .cacheControl: "max-age=\(maxAge)",
        ]
        if Self.isNotModified(request, file: file) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "application/x-gzip"
        headers[.contentLength] = String(file.size)
        guard request.method == .get, file.size > 0 else { return Response(status: .ok, headers: headers) }
        let body = try await fileIO.loadFile(path: file.path, context: context)
        return Response(status: .ok, headers: headers, body: body)
    }

    /// Whether `request` holds validators that still match `file`: `If-None-Match` naming its tag
    /// (or `*`), else `If-Modified-Since` not before its date (to the second).
    private static func isNotModified(_ request: Request, file: IMDbDatasetFiles.File) -> Bool {
        if let match = request.headers[.ifNoneMatch] {
            return FixtureValidators.matches(match, etag: file.etag)
        }
        if let since = request.headers[.ifModifiedSince], let date = HTTPDate.parse(since) {
            return date >= file.lastModified
        }
        return false
    }
}
