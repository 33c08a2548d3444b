import Foundation
import Testing

@testable import movies

struct CacheInfoFactsTests {
    @Test(
        arguments: [
            (0, "0 bytes"), (1023, "1023 bytes"), (1024, "1.0 KiB"), (1536, "1.5 KiB"), (1996, "1.9 KiB"),
            (10_240_000, "9.8 MiB"), (1_048_575, "1024.0 KiB"), (5_368_709_120, "5.0 GiB"), (3 << 40, "3072.0 GiB"),
        ] as [(Int64, String)])
    func writesSizesInBinaryUnitsToOneDecimal(bytes: Int64, text: String) {
        #expect(CacheInfoFacts.size(bytes) == text)
    }
}
