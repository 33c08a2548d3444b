import MovieKit
import Testing

struct FilmIDPostingsTests {
    @Test func writesDifferencesInLEB128() {
        // 1, then +1, then +298 (0b10_0101010: 0xAA then 0x02).
        #expect(FilmIDPostings.encode([1, 2, 300]) == [0x01, 0x01, 0xAA, 0x02])
    }

    @Test(arguments: [[], [83658], [1, 2, 3], [127, 128, 16_383, 16_384, 2_097_152], [5, 10_872_600, 9_999_999_999]])
    func decodesWhatItEncodes(ids: [Int]) {
        #expect(FilmIDPostings.decode(FilmIDPostings.encode(ids)) == ids)
    }

    @Test func appendsOneAtATimeAsEncodeDoes() {
        var bytes: [UInt8] = []
        var previous = 0
        for id in [3, 83658, 1_856_101] {
            FilmIDPostings.append(id, after: previous, to: &bytes)
            previous = id
        }
        #expect(bytes == FilmIDPostings.encode([3, 83658, 1_856_101]))
    }

    @Test(arguments: [[0x80], [0x01, 0xFF], [0x00], [UInt8](repeating: 0xFF, count: 10) + [0x01]])
    func refusesBytesThatAreNotPostings(bytes: [UInt8]) {
        #expect(FilmIDPostings.decode(bytes) == nil)
    }
}
