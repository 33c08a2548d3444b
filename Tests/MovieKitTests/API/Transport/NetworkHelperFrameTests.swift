import Foundation
import MovieKit
import Testing

struct NetworkHelperFrameTests {
    static let request = NetworkHelperMessage.request(
        id: 7,
        HTTPRequest(url: URL(string: "https://example.com/api/movies/1")!, headers: ["Accept": "application/json"]))

    @Test(arguments: [
        NetworkHelperFrame(request),
        NetworkHelperFrame(.cancel(id: 7)),
        NetworkHelperFrame(.response(id: 7, status: 200, headers: [["ETag", "\"x\""]]), body: Data("[1, 2]".utf8)),
        NetworkHelperFrame(.failure(id: 7, error: .tooLarge(limit: 1024))),
        NetworkHelperFrame(.failure(id: 8, error: .unreachable("cannot connect to 127.0.0.1:9"))),
        NetworkHelperFrame(
            .request(
                id: 9,
                HTTPRequest(
                    url: URL(string: "https://datasets.imdbws.com/title.basics.tsv.gz")!,
                    bodyDestination: URL(fileURLWithPath: "/tmp/movies-imdb/downloads/title.basics.tsv.gz.part")))),
        NetworkHelperFrame(.head(id: 9, status: 200, headers: [["Content-Length", "199876543"]])),
        NetworkHelperFrame(.failure(id: 9, error: .cannotWriteBody("/tmp/x.part: No space left on device"))),
    ])
    func readsBackWhatItWrote(frame: NetworkHelperFrame) throws {
        var buffer = frame.encoded() + NetworkHelperFrame(.cancel(id: 99)).encoded()
        #expect(try NetworkHelperFrame.next(from: &buffer) == frame)
        #expect(try NetworkHelperFrame.next(from: &buffer) == NetworkHelperFrame(.cancel(id: 99)))
        #expect(buffer.isEmpty)
    }

    @Test func waitsForTheRestOfAFrameThatArrivesInPieces() throws {
        let bytes = NetworkHelperFrame(
            .response(id: 1, status: 200, headers: []), body: Data(repeating: 65, count: 5000)
        ).encoded()
        var buffer = Data()
        for byte in bytes.dropLast() {
            buffer.append(byte)
            #expect(try NetworkHelperFrame.next(from: &buffer) == nil)
        }
        buffer.append(bytes[bytes.endIndex - 1])
        #expect(try NetworkHelperFrame.next(from: &buffer)?.body.count == 5000)
    }

    @Test(arguments: [
        Data("garbage, not a frame at all".utf8),
        Data([0, 0, 0, 4]) + Data("nope".utf8) + Data([0, 0, 0, 0]),
    ])
    func refusesBytesThatAreNotAFrame(bytes: Data) {
        var buffer = bytes
        #expect(throws: TransportError.connectionLost("the network helper sent a malformed frame")) {
            _ = try NetworkHelperFrame.next(from: &buffer)
        }
    }
}

extension NetworkHelperFrameTests {
    @Test func carriesARequestsBodyDestinationAsAPath() throws {
        let destination = URL(fileURLWithPath: "/tmp/downloads/name.basics.tsv.gz.part")
        let request = HTTPRequest(
            url: URL(string: "http://127.0.0.1:8080/name.basics.tsv.gz")!, bodyDestination: destination,
            bodyDestinationLimit: 4 << 30)
        var buffer = NetworkHelperFrame(.request(id: 3, request)).encoded()
        let read = try #require(try NetworkHelperFrame.next(from: &buffer)?.message.request)
        #expect(read.id == 3)
        #expect(read.request.bodyDestination == destination)
        #expect(read.request.bodyDestinationLimit == 4 << 30)
        #expect(Self.request.request?.request.bodyDestination == nil)
    }
}
