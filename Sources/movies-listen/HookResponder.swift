import Foundation
import Hummingbird
import MovieHTTP

/// Answers each webhook request with what `movies` says of it (``HookForwarder``): a POST whose
/// body is at most ``HookDelivery/maximumBodySize``; a larger one 413 as soon as its
/// `Content-Length` says so, or once that many bytes came, without reading the rest; any other
/// method 405.
struct HookResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let forwarder: HookForwarder

    func respond(to request: Request, context: Context) async throws -> Response {
        guard request.method == .post else { return Self.text("only POST is answered", status: .methodNotAllowed) }
        let limit = HookDelivery.maximumBodySize
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            return Self.tooLarge
        }
        let body: ByteBuffer
        do {
            body = try await request.body.collect(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            return Self.tooLarge
        }
        let answer = await forwarder.deliver(
            path: request.uri.path, contentType: request.headers[.contentType], body: Data(body.readableBytesView))
        return Self.text(answer.text, status: HTTPResponse.Status(code: answer.status))
    }

    private static let tooLarge = text("the body is over 1 MiB", status: .contentTooLarge)

    /// A response whose body is `line` and a newline.
    private static func text(_ line: String, status: HTTPResponse.Status) -> Response {
        let body = line + "\n"
        return Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8", .contentLength: String(body.utf8.count)],
            body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
