import Foundation
import Hummingbird

/// How the TMDB dialect writes JSON: compact, keys in a fixed (sorted) order, so the same
/// value always gives the same bytes and the same `ETag`.
enum TMDBJSON {
    static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // The wire types hold only strings, numbers, booleans and arrays of them, which always encode.
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}

extension Response {
    /// A JSON answer as TMDB sends it: `application/json;charset=utf-8` with its length.
    static func tmdbJSON(
        _ body: Data, status: HTTPResponse.Status, headers: HTTPFields = [:], includingBody: Bool = true
    ) -> Response {
        var headers = headers
        headers[.contentType] = "application/json;charset=utf-8"
        headers[.contentLength] = String(body.count)
        return Response(
            status: status, headers: headers,
            body: includingBody ? ResponseBody(byteBuffer: ByteBuffer(bytes: body)) : ResponseBody())
    }
}
