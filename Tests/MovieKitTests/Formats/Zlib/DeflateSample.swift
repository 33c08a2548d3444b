import Foundation
import MovieKitTestSupport
import Testing

/// Raw DEFLATE streams made by Python's zlib (`zlib.compressobj(level, zlib.DEFLATED, -15)`),
/// with the text each one holds.
struct DeflateSample: Sendable, CustomTestStringConvertible {
    let name: String
    /// The type of the first block: 0 stored, 1 fixed Huffman, 2 dynamic Huffman.
    let firstBlockType: UInt8
    let compressed: [UInt8]
    let text: [UInt8]

    var testDescription: String { name }

    init(_ name: String, firstBlockType: UInt8, base64: String, text: String) {
        self.name = name
        self.firstBlockType = firstBlockType
        self.compressed = [UInt8](Data(base64Encoded: base64, options: .ignoreUnknownCharacters) ?? Data())
        self.text = Array(text.utf8)
    }

    /// 200 lines of a film list, long and repetitive enough for zlib to choose dynamic codes:
    /// `1,Film number 1,1901` … `200,Film number 200,1980`.
    static let filmLines = (1...200).map { "\($0),Film number \($0),\(1900 + $0 % 120)\n" }.joined()

    /// Level 0: one stored block.
    static let stored = DeflateSample(
        "stored", firstBlockType: 0, base64: "ASsA1P9TdG9yZWQgYmxvY2tzIGNvcHkgdGhlaXIgYnl0ZXMgYXMgdGhleSBhcmUu",
        text: "Stored blocks copy their bytes as they are.")

    /// Level 6, short text: one fixed-Huffman block with back-references.
    static let fixed = DeflateSample(
        "fixed", firstBlockType: 1, base64: "c8usSE1R8ChNS8tNzFNIzk9JLdZRSMMpqAcA",
        text: "Fixed Huffman codes, fixed Huffman codes, fixed.")

    /// Level 9, ``filmLines``: one dynamic-Huffman block.
    static let dynamic = DeflateSample(
        "dynamic", firstBlockType: 2,
        base64: """
            XdhNzhw3DIThPU/hA3wLFUX98AI+iIEsAsRZBMj9rTI4BlhLUZt50dPdjxpf3//+5+e3f///+eOv/77hCzlg3obOodtsw8nhtGjD
            4DBsteHicNluw83httOGh8Njtw0vh9eyDZPDNIz+68cbYxjQx6wCDD0L7IIbehhYhmnoaWAbwtDjwDosQ88D+7ANPRAsxDH0RLAR
            19AjwUqkea90Vvow75XOSn/XTi4eK93Ne6Wz0qd5r3RWepj3SmelL/Ne6az0bd4rnZV+zHuls9Kvea90Vnra7JWTlXPY7JWTlRM2
            e+Vk5Xz/UfmTsnJOm71ysnKGzV45WTmXzV45WTm3zV45WTmPzV45WTmvzV45WTnTolcGK2NY9MpgZcCiVwYrwy16ZbAy3r0oNyMr
            Iyx6ZbAylkWvDFbGtuiVwco4Fr0yWBnXolcGKyNt9crFyjVs9crFygVbvXKxcrmtXrlYuaatXrlYud4zRx46rFzLVq9crFzbVq9c
            rFzHVq9crFzXVq9crFxpu1duVu5hu1duVm7Y7pWbldtt98rNyj1t98rNyh22e+Vm5X7PVnm4snJv271ys3If271ys3Jf271ys3Kn
            nV55WHmGnV55WHlgp1ceVh630ysPK8+00ysPK0/Y6ZWHlWfZ6ZWHlee9Q+Qlwspz7PTKw8pz7fTKw8qTdnvlZeUddnvlZeWF3V55
            WXndbq+8rLzTbq+8rLxht1deVt5lt1deVt5tt1deVt73rpSXJSvvtdsrLytvWvbKZGUOy16ZrExY9spkZbplr0xW5rTslcnKDMte
            mazMZdkrk5W5LXtlsjKPZa9MVuYzgaCAlUkVKAvGl4/xXDAEBm/9Np4MhtDgrd/Gs8EQHLz123g6GMKDt34bzwdDgPDWb+MJYQgR
            3vptPCMMQcJbv42nhCFMeOu38ZwwBApv/TZeuYIILP8tIiURy2kiRRFYThUpi8ByukhhBJZTRkojsJw2UhyB5dSR8ggsp48USGA5
            haREAsufkSBIwm8l8ZoLk+BlXLhysJwLoRK8rAvBEry8C+ESvMwLARO83AshE7zsC0ETvPwLYRP8Y2CBE+ZHwUInzI+DBU+YfySs
            FP5YWACF+dGwEArz42FBFOZHxMIozI+JBVKYHxULpTDLxRBMIUrGEE4hysYQUCFKxxBSIcrHCD0GlJAhrEKUkSGwQpSSIbRClJMh
            uEKUlCG8QpSVIcDCKi1DiIVVXoYgC6vEDGEWVpkZAi2sUjOWHoHKzRBsYZWcIdzCKjtDwIVVeoaQC6v8DEEXdgkawi7sMjQEXtil
            aAi9sMvREHxhl6Qh/MIuS2Pr8a80DSEYdnkagjDsEjWEYdhlagjEcErVEIrhlKshGMMpWUM4hlO2hoAMp3QNIRlO+RqCMpwSNo4e
            fcvYEJjhlLIhNMMpZ0NwhlvShvAMt6wNARpuaRtCNNzyNgRpuCVuCNNwy9wQqOGWuiFUwy134+qxv+QN4Rpu2RsCNmTpG0I2ZPkb
            gjZkCRzCNmQZHAI3ZCkcQjdkORyCN2RJHMI3ZFkcAjhkaRypnzzK4z70o0eJ/Bc=
            """,
        text: filmLines)

    /// Level 6, no input: a fixed-Huffman block holding only its end.
    static let empty = DeflateSample("empty", firstBlockType: 1, base64: "AwA=", text: "")

    /// Level 6, three chunks each followed by `Z_FULL_FLUSH`: fixed blocks, the empty stored blocks
    /// a flush writes, and a last fixed block with only its end.
    static let flushed = DeflateSample(
        "flushed", firstBlockType: 1,
        base64: """
            SsssKi5RSMrJT87WUQAAAAD//ypOTc7PS1FIyslPztZRAAAAAP//VM+7DYAwAEPB3lMwAEWcfxZgECQKJEKBxP7g0qWv8uO6nddc
            7nfux7Nw5QhENIzCiGSYhAnZMAszimERFlTDKqxohk3Y0A27sGMYDuEAg78PPzOAdFYVCXoW1cUIehhVxgR62j/5AQAA//8DAA==
            """,
        text: "first block, second block, " + String(filmLines.utf8.prefix(300))!)

    static let all: [DeflateSample] = [stored, fixed, dynamic, empty, flushed]

    /// Level 9, 1 MiB of zero bytes in 1,033 bytes: a small zip bomb.
    static let megabyteOfZeros = DeflateSample(
        "megabyte of zeros", firstBlockType: 2,
        base64: "7cExAQAAAMKg9U9tCF+g" + String(repeating: "A", count: 1355) + "+Aw==",
        text: String(repeating: "\0", count: 1 << 20))

    /// The CRC-32 of ``megabyteOfZeros``'s text, as Python's `zlib.crc32` gives it.
    static let megabyteOfZerosCRC32: UInt32 = 0xA738_EA1C
}

extension ZIPTestEntry {
    /// `sample`'s stream, deflated, its header giving `uncompressedSize` (the true size unless told).
    static func deflated(_ name: String, _ sample: DeflateSample, uncompressedSize: Int? = nil) -> ZIPTestEntry {
        ZIPTestEntry(
            name: name, method: 8, data: sample.compressed, crc32: CRC32ForTests.checksum(sample.text),
            uncompressedSize: UInt32(uncompressedSize ?? sample.text.count))
    }
}
