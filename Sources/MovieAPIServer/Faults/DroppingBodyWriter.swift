import Hummingbird

/// Passes a body through until `remaining` bytes are written, then fails, which makes the
/// server close the connection with the body cut short.
struct DroppingBodyWriter: ResponseBodyWriter {
    /// The error that cuts the body; the server logs it and closes the connection.
    struct Dropped: Error {}

    var parent: any ResponseBodyWriter
    var remaining: Int

    mutating func write(_ buffer: ByteBuffer) async throws {
        guard remaining > 0 else { throw Dropped() }
        var buffer = buffer
        let part = buffer.readSlice(length: min(remaining, buffer.readableBytes)) ?? ByteBuffer()
        remaining -= part.readableBytes
        try await parent.write(part)
        if remaining <= 0 { throw Dropped() }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {
        throw Dropped()
    }

    /// `body` cut at half its length (at least one byte short), announcing its full length.
    static func dropping(_ body: ResponseBody) -> ResponseBody {
        let length = body.contentLength ?? 2
        return ResponseBody(contentLength: body.contentLength) { writer in
            let cut = DroppingBodyWriter(parent: writer, remaining: length / 2)
            try await body.write(cut)
        }
    }
}
