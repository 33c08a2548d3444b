import Synchronization

/// A ``SplitMix64`` that repeats itself for a given seed, shared safely between the server's
/// request handlers.
final class SeededRandom: Sendable {
    private let generator: Mutex<SplitMix64>

    init(seed: UInt64) {
        generator = Mutex(SplitMix64(seed: seed))
    }

    /// A number in `0..<1`.
    func nextFraction() -> Double {
        let value = generator.withLock { $0.next() }
        return Double(value >> 11) / Double(1 << 53)
    }

    /// `true` with probability `probability`.
    func chance(_ probability: Double) -> Bool {
        probability > 0 && nextFraction() < probability
    }
}
