import Foundation
import Hummingbird

/// Answers requests from fixture files, as a static web site would: `GET` or `HEAD` of a
/// file's path gives it, any other path a 404, any other method a 405. Every file carries an
/// `ETag`, a `Last-Modified` and a `Cache-Control: max-age`; a conditional request whose
/// validators still match gets a 304 with no body.
struct FixtureResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let fixtures: FixtureFiles
    let validators: FixtureValidators

    init(fixtures: FixtureFiles, maxAge: Int = 0) {
        self.fixtures = fixtures
        validators = FixtureValidators(files: fixtures.files, lastModified: Date(), maxAge: maxAge)
    }

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return .text("Method Not Allowed\n", status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        let path = String(request.uri.path.drop { $0 == "/" })
        guard let body = fixtures.files[path] else {
            return .text("Not Found\n", status: .notFound)
        }
        if validators.isNotModified(request, path: path) {
            return Response(status: .notModified, headers: validators.headers(for: path))
        }
        let isJSON =
            body.first { !" \n\r\t".utf8.contains($0) }.map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") }
            ?? false
        var headers: HTTPFields = [.contentType: isJSON ? "application/json" : "text/plain; charset=utf-8"]
        headers[.contentLength] = String(body.count)
        for field in validators.headers(for: path) { headers.append(field) }
        return Response(
            status: .ok, headers: headers,
            body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
