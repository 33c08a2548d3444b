import Foundation
import Hummingbird

extension Response {
    /// A response whose whole body is `body`, with its `Content-Type` and `Content-Length`.
    static func text(
        _ body: String, status: HTTPResponse.Status, contentType: String = "text/plain; charset=utf-8",
        headers: HTTPFields = [:]
    ) -> Response {
        var headers = headers
        headers[.contentType] = contentType
        headers[.contentLength] = String(body.utf8.count)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
