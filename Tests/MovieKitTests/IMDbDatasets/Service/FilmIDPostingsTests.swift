import Foundation
import MovieKit
import Testing

/// The films of one title gram as the import keeps them: four bytes each, in their order.
struct FilmIDPostingsTests {
    @Test func keepsIDsInTheirOrder() {
        let postings = FilmIDPostings(ids: [83658, 1, 10_872_600])
        #expect(postings.count == 3)
        #expect(postings.bytes.count == 12)
        #expect(FilmIDPostings(postings.bytes).ids == [83658, 1, 10_872_600])
    }

    @Test func readsOnlyAsManyAsAsked() {
        var read: [Int] = []
        FilmIDPostings(ids: [5, 4, 3, 2]).forEach(upTo: 2) { id, place in read.append(id * 10 + place) }
        #expect(read == [50, 41])
    }

    @Test func readsNoFilmFromBytesShortOfOne() {
        #expect(FilmIDPostings(Data([1, 2, 3])).ids.isEmpty)
    }
}
