import MovieKit
import Testing

/// Enumerations with raw values, ordered as their cases are declared.
struct OrderedByDeclarationTests {
    @Test func discoverFiltersSortAsTheirOptionsAreDeclared() {
        #expect(DiscoverFilter.allCases.reversed().sorted() == DiscoverFilter.allCases)
        #expect(DiscoverFilter.genre < .providers)
        #expect(!(DiscoverFilter.providers < .genre))
        #expect(!(DiscoverFilter.rating < .rating))
    }

    @Test func statsFactsSortAsTheyAreDeclared() {
        #expect(StatsFact.allCases.reversed().sorted() == StatsFact.allCases)
        #expect(StatsFact.runtime < .year)
    }
}
