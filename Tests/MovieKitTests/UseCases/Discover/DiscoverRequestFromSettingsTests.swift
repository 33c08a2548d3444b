import MovieKit
import Testing

/// The request `discover` and `pick` make from the filters and your services: a default filters
/// only a source that knows what its films stream on, services named for the question always do.
struct DiscoverRequestFromSettingsTests {
    private static let filters = DiscoverRequest(genres: ["drama"], years: 1990...1999, region: "DE")
    private static let filtersByService = MovieSource.tmdb.described
    private static let knowsNoServices = MovieSource.demo.described

    @Test func yourDefaultServicesFilterASourceThatKnowsWhatItsFilmsStreamOn() throws {
        let asked = DiscoverRequestFromSettings(
            filters: Self.filters, services: try StreamingServices(reading: ["mubi, Netflix"]), named: false,
            source: Self.filtersByService)
        var expected = Self.filters
        expected.providers = ["mubi", "Netflix"]
        #expect(asked.request == expected)
        #expect(asked.filteredByDefaultServices)
    }

    @Test func yourDefaultServicesNeverFilterASourceThatDoesNotKnowThem() throws {
        let asked = DiscoverRequestFromSettings(
            filters: Self.filters, services: try StreamingServices(reading: ["mubi"]), named: false,
            source: Self.knowsNoServices)
        #expect(asked.request == Self.filters)
        #expect(!asked.filteredByDefaultServices)
    }

    @Test func servicesNamedForTheQuestionAlwaysFilterAndAreNotADefault() throws {
        for source in [Self.filtersByService, Self.knowsNoServices] {
            let asked = DiscoverRequestFromSettings(
                filters: Self.filters, services: try StreamingServices(reading: ["max"]), named: true, source: source)
            #expect(asked.request.providers == ["max"])
            #expect(!asked.filteredByDefaultServices)
        }
    }

    @Test func anyServiceFiltersNothing() {
        for named in [false, true] {
            let asked = DiscoverRequestFromSettings(
                filters: Self.filters, services: .any, named: named, source: Self.filtersByService)
            #expect(asked.request == Self.filters)
            #expect(!asked.filteredByDefaultServices)
        }
    }

    @Test func theProvidersTheFiltersCarryAreReplacedByTheServices() throws {
        var filters = Self.filters
        filters.providers = ["netflix"]
        let asked = DiscoverRequestFromSettings(
            filters: filters, services: .any, named: true, source: Self.filtersByService)
        #expect(asked.request.providers == [])
    }
}
