import Foundation
import MovieKit

/// What a picker answers to, one at a time: a key, a resize, a page that arrived.
enum BrowseEvent: Sendable {
    case key(BrowseKey)
    case resized
    /// The page of the film with this id, as the cache or the source gave it.
    case page(id: Int, FilmPage)
    /// The page of the film with this id cannot be had: why, in a few words.
    case pageMissing(id: Int, String)
    /// A change to your library of the film with this id was made, or failed: what to say.
    case edited(id: Int, String)
    /// The film of a poster stayed highlighted a moment: the poster is fetched and drawn if so.
    case posterSettled(PosterPane.Wanted)
    /// A poster, as `movies-draw` drew it.
    case poster(PosterPane.Key, [UInt8])
    /// The poster of the film with this id cannot be had or drawn.
    case posterMissing(id: Int)
    /// Standard input ended or failed.
    case inputEnded

    /// Reads the keys typed on standard input into `continuation`, on a thread of their own (a
    /// read never holds up a frame), until the input ends.
    static func readKeys(into continuation: AsyncStream<BrowseEvent>.Continuation) {
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    continuation.yield(.inputEnded)
                    return
                }
                for key in BrowseKey.keys(in: Array(buffer[..<count])) { continuation.yield(.key(key)) }
            }
        }
        reader.start()
    }
}
