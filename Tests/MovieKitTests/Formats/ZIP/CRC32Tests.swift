import MovieKit
import Testing

struct CRC32Tests {
    @Test(arguments: [
        ("123456789", UInt32(0xCBF4_3926)),  // the check value every CRC-32 catalogue gives
        ("", 0),
        ("a", 0xE8B7_BE43),
        ("The quick brown fox jumps over the lazy dog", 0x414F_A339),
    ])
    func matchesKnownChecksums(text: String, checksum: UInt32) {
        #expect(CRC32.checksum(of: Array(text.utf8)) == checksum)
    }

    @Test func matchesZlibOnAMegabyteOfZeros() {
        #expect(CRC32.checksum(of: DeflateSample.megabyteOfZeros.text) == DeflateSample.megabyteOfZerosCRC32)
    }
}
