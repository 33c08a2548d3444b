import Foundation
import MovieAPIServer
import MovieKit
import MovieKitTestSupport
import Testing

/// Thousands of damaged and random inputs through each reader: every one returns or throws its
/// typed error, never crashes, never hangs. Seeded, so a failure replays from its seed.
struct ImportFormatsFuzzTests {
    static let seeds: [UInt64] = [1, 2, 3, 4]
    static let inputsPerSeed = 1000

    /// `bytes` with one to four changes: a byte removed, replaced or flipped, a run cut, or a run
    /// copied elsewhere.
    static func mutate(_ bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) where !bytes.isEmpty {
            let at = Int.random(in: 0..<bytes.count, using: &generator)
            let end = min(bytes.count, at + Int.random(in: 1...64, using: &generator))
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: bytes.remove(at: at)
            case 1: bytes[at] = UInt8.random(in: 0...255, using: &generator)
            case 2: bytes[at] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            case 3: bytes.removeSubrange(at..<end)
            default: bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0..<bytes.count, using: &generator))
            }
        }
        return bytes
    }

    /// `count` random bytes drawn from `alphabet`, or from all bytes when it is empty.
    static func randomBytes(_ count: Int, from alphabet: [UInt8] = [], using generator: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in
            alphabet.randomElement(using: &generator) ?? UInt8.random(in: 0...255, using: &generator)
        }
    }

    @Test(arguments: seeds)
    func anyInputToRawDeflateEndsInBytesOrAnError(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var outcomes = (decoded: 0, refused: 0)
        for _ in 0..<Self.inputsPerSeed {
            let input =
                Bool.random(using: &generator)
                ? Self.mutate(
                    (DeflateSample.all + [.megabyteOfZeros]).randomElement(using: &generator)?.compressed ?? [],
                    using: &generator)
                : Self.randomBytes(Int.random(in: 0...512, using: &generator), using: &generator)
            do {
                let output = try RawDeflate.inflate(input, outputLimit: 1 << 16)
                #expect(output.count <= 1 << 16)
                outcomes.decoded += 1
            } catch {
                outcomes.refused += 1
            }
        }
        #expect(outcomes.refused > 0, "seed \(seed): nothing was refused; the fuzzer is not damaging")
    }

    @Test(arguments: seeds)
    func anyInputToZIPArchiveEndsInEntriesOrAnError(seed: UInt64) throws {
        let export = try [UInt8](Data(contentsOf: letterboxdExportFixtureFile))
        var generator = SplitMix64(seed: seed)
        var refusedEntries = 0
        for _ in 0..<Self.inputsPerSeed {
            let bytes =
                Int.random(in: 0..<10, using: &generator) == 0
                ? Self.randomBytes(Int.random(in: 0...256, using: &generator), using: &generator)
                    + export.suffix(64)
                : Self.mutate(export, using: &generator)
            guard let archive = try? ZIPArchive(bytes: bytes, sizeLimit: 1 << 20) else { continue }
            for name in archive.entryNames {
                do {
                    _ = try archive.contents(of: name)
                } catch {
                    refusedEntries += 1
                }
            }
            _ = try? archive.contents(ofFileNamed: "diary.csv")
        }
        #expect(refusedEntries > 0, "seed \(seed): no entry was refused; the fuzzer is not damaging")
    }

    @Test(arguments: seeds)
    func anyInputToCSVTableEndsInATableOrAnError(seed: UInt64) {
        let alphabet = Array("ab,\",\"\r\n ".utf8) + [0xC3, 0xA9, 0xEF, 0xBB, 0xBF, 0xFF]
        var generator = SplitMix64(seed: seed)
        var outcomes = (read: 0, refused: 0)
        for _ in 0..<Self.inputsPerSeed {
            let bytes = Self.randomBytes(Int.random(in: 0...200, using: &generator), from: alphabet, using: &generator)
            do {
                let table = try CSVTable(bytes: bytes)
                let lines = table.records.map(\.line)
                #expect(lines == lines.sorted() && Set(lines).count == lines.count && (lines.first ?? 2) >= 2)
                outcomes.read += 1
            } catch {
                outcomes.refused += 1
            }
        }
        #expect(outcomes.read > 0 && outcomes.refused > 0, "seed \(seed): \(outcomes)")
    }
}
