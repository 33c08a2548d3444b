import Foundation
import Hummingbird
import Synchronization

/// TMDB's image host, on an origin of its own as TMDB's is (`image.tmdb.org`): `GET
/// /t/p/{size}/{file}` answers the poster file as a JPEG with a long `Cache-Control`, anything
/// else 404. It needs no credential, and keeps what its last requests carried (their query and
/// `Authorization` header) so that a test can see none reaches it.
struct TMDBImageHost: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The path prefix images are under.
    static let prefix = "/t/p/"

    let posters: TMDBPosterFiles
    let log: TMDBImageRequestLog

    func respond(to request: Request, context: Context) async throws -> Response {
        log.record(request)
        let parts = request.uri.path.dropFirst(Self.prefix.count).split(separator: "/")
        guard request.uri.path.hasPrefix(Self.prefix), parts.count == 2,
            let jpeg = posters.poster(parts[1], size: parts[0])
        else {
            return .text("no such image\n", status: .notFound)
        }
        var headers: HTTPFields = [:]
        headers[.contentType] = "image/jpeg"
        headers[.cacheControl] = "public, max-age=31536000"
        headers[.eTag] = FixtureValidators.etag(of: jpeg)
        if let match = request.headers[.ifNoneMatch],
            FixtureValidators.matches(match, etag: FixtureValidators.etag(of: jpeg))
        {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentLength] = String(jpeg.count)
        let body = request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: jpeg))
        return Response(status: .ok, headers: headers, body: body)
    }
}

/// What the image host's last requests carried: path, query and `Authorization` header.
public final class TMDBImageRequestLog: Sendable {
    /// One request, as it arrived.
    public struct Entry: Sendable, Equatable {
        public let path: String
        public let query: String
        public let authorization: String?
    }

    private let entries = Mutex<[Entry]>([])
    private static let kept = 200

    public init() {}

    func record(_ request: Request) {
        let entry = Entry(
            path: request.uri.path, query: request.uri.query ?? "", authorization: request.headers[.authorization])
        entries.withLock { entries in
            entries.append(entry)
            if entries.count > Self.kept { entries.removeFirst(entries.count - Self.kept) }
        }
    }

    /// The requests kept, oldest first.
    public var requests: [Entry] { entries.withLock { $0 } }
}
