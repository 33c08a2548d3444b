import Foundation
import MovieAPIServer
import Testing

/// The wire types write JSON as TMDB does.
struct TMDBWireTests {
    struct Holder: Codable, Equatable {
        @NullableField var posterPath: String?
    }

    @Test func writesAMissingValueAsNull() throws {
        #expect(
            String(decoding: try JSONEncoder().encode(Holder(posterPath: nil)), as: UTF8.self)
                == #"{"posterPath":null}"#)
        #expect(
            String(decoding: try JSONEncoder().encode(Holder(posterPath: "/a.jpg")), as: UTF8.self)
                == #"{"posterPath":"\/a.jpg"}"#)
    }

    @Test func readsNullAndAMissingKeyAsNil() throws {
        #expect(
            try JSONDecoder().decode(Holder.self, from: Data(#"{"posterPath":null}"#.utf8)) == Holder(posterPath: nil))
        #expect(try JSONDecoder().decode(Holder.self, from: Data("{}".utf8)) == Holder(posterPath: nil))
    }

    @Test(arguments: [("2016-05-06", 2016), ("", nil), ("2016", nil), ("soon", nil)] as [(String, Int?)])
    func takesTheYearFromAKnownReleaseDateOnly(date: String, year: Int?) throws {
        let movie = try #require(TMDBCatalogue(syntheticCount: 1, seed: 1).movies.first).withReleaseDate(date)
        #expect(movie.releaseYear == year)
    }
}

extension TMDBWire.MovieDetails {
    fileprivate func withReleaseDate(_ date: String?) -> Self {
        var copy = self
        copy.releaseDate = date
        return copy
    }
}
