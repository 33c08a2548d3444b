import Foundation
import Hummingbird

/// Answers requests from fixture files, as a static web site would: `GET` or `HEAD` of a
/// file's path gives it, any other path a 404, any other method a 405.
struct FixtureResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let fixtures: FixtureFiles

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Self.plainText("Method Not Allowed\n", status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        let path = String(request.uri.path.drop { $0 == "/" })
        guard let body = fixtures.files[path] else {
            return Self.plainText("Not Found\n", status: .notFound)
        }
        let isJSON = body.first { !" \n\r\t".utf8.contains($0) }.map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") } ?? false
        var headers: HTTPFields = [.contentType: isJSON ? "application/json" : "text/plain; charset=utf-8"]
        headers[.contentLength] = String(body.count)
        return Response(
            status: .ok, headers: headers,
            body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    private static func plainText(_ text: String, status: HTTPResponse.Status, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
