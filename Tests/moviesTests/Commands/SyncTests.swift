import MovieKit
import Testing

@testable import movies

struct SyncTests {
    static let unreachable = MovieServiceError.unreachable("connection refused")

    @Test func givesOneReasonWithItsOwnStatusWhenEveryYearFailedAlike() {
        let report = YearsPrefetchReport(
            years: [2001, 2002, 2003],
            failures: [2001: Self.unreachable, 2002: Self.unreachable, 2003: Self.unreachable], lists: 0, movies: 0)
        #expect(
            Movies.Sync.failure(report)
                == CommandFailure(
                    "could not sync any of the 3 years: \(Self.unreachable.description)", status: .unavailable))
        let one = YearsPrefetchReport(
            years: [2016], failures: [2016: .authenticationFailed("token refused")], lists: 0, movies: 0)
        #expect(Movies.Sync.failure(one).message.hasPrefix("could not sync 2016: "))
        #expect(Movies.Sync.failure(one).status == .authenticationFailed)
    }

    @Test func namesEachFailedYearWith75WhenSomeSyncedOrTheReasonsDiffer() {
        let someSynced = YearsPrefetchReport(
            years: [2001, 2002], failures: [2002: Self.unreachable], lists: 2, movies: 5)
        #expect(
            Movies.Sync.failure(someSynced)
                == CommandFailure(
                    "1 of 2 years did not sync fully: 2002 (\(Self.unreachable.description))", status: .syncIncomplete))
        let differing = YearsPrefetchReport(
            years: [2001, 2002], failures: [2001: Self.unreachable, 2002: .notFound("top-rated movies of 2002")],
            lists: 0, movies: 0)
        #expect(Movies.Sync.failure(differing).status == .syncIncomplete)
        #expect(Movies.Sync.failure(differing).message.hasPrefix("2 of 2 years did not sync fully: 2001 ("))
    }

    @Test func keepsTheStatusOfOneKindOfFailureAndNamesEachYearWhenTheReasonsDiffer() {
        let report = YearsPrefetchReport(
            years: [1801, 1802], failures: [1801: .notFound("top-grossing movies of 1801"), 1802: .timedOut], lists: 0,
            movies: 0)
        #expect(Movies.Sync.failure(report).status == .syncIncomplete)
        let allMissing = YearsPrefetchReport(
            years: [1801, 1802],
            failures: [1801: .notFound("top-grossing movies of 1801"), 1802: .notFound("top-rated movies of 1802")],
            lists: 0, movies: 0)
        #expect(
            Movies.Sync.failure(allMissing)
                == CommandFailure(
                    "2 of 2 years did not sync fully: 1801 (\(MovieServiceError.notFound("top-grossing movies of 1801").description)); "
                        + "1802 (\(MovieServiceError.notFound("top-rated movies of 1802").description))",
                    status: .notFound))
    }
}
