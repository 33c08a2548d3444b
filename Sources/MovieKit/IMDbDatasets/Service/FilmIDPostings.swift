import Foundation

/// The films of one title gram, as the import keeps them (``IMDbDatasets``' `titleGram.films`):
/// their ids, most voted first (then by id), each four bytes little-endian, so that a search
/// reads the most voted first and can stop.
public struct FilmIDPostings: Sendable {
    /// The bytes as kept.
    public let bytes: Data

    public init(_ bytes: Data) {
        self.bytes = bytes
    }

    /// The bytes that keep `ids`, in their order.
    public init(ids: [Int]) {
        var bytes = Data(capacity: ids.count * 4)
        for id in ids {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: id).littleEndian) { bytes.append(contentsOf: $0) }
        }
        self.bytes = bytes
    }

    /// How many films.
    public var count: Int { bytes.count / 4 }

    /// Calls `body` with each of the first `limit` films and its place (0 for the first).
    public func forEach(upTo limit: Int, _ body: (_ id: Int, _ place: Int) -> Void) {
        bytes.withUnsafeBytes { raw in
            for place in 0..<min(limit, raw.count / 4) {
                body(Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: place * 4, as: UInt32.self))), place)
            }
        }
    }

    /// The films, in their order.
    public var ids: [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(count)
        forEach(upTo: count) { id, _ in ids.append(id) }
        return ids
    }
}
