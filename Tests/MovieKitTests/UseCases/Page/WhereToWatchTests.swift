import MovieKit
import Testing

/// Where a film can be watched in a region, your services first in each way and marked.
struct WhereToWatchTests {
    private let page = MoviePage(watch: [
        "US": WatchOptions(stream: ["Netflix", "Mubi"], rent: ["Apple TV", "mubi"]), "DE": WatchOptions(buy: ["Sky"]),
    ])

    @Test func listsYourServicesFirstInEachWayKeepingTheSourcesOrderOtherwise() throws {
        let watch = try #require(WhereToWatch(page, region: "US", services: try StreamingServices(reading: "MUBI")))
        #expect(watch.providers(.stream).map(\.name) == ["Mubi", "Netflix"])
        #expect(watch.providers(.rent).map(\.isYours) == [true, false])
        #expect(watch.providers(.free).isEmpty && watch.hasYours)
    }

    @Test func saysNothingOfARegionThePageDoesNotName() {
        #expect(WhereToWatch(page, region: "FR", services: .any) == nil)
        #expect(WhereToWatch(page, region: "DE", services: .any)?.hasYours == false)
    }
}
