import Synchronization

/// A random number generator that repeats itself for a given seed (SplitMix64), shared safely
/// between the server's request handlers.
final class SeededRandom: Sendable {
    private let state: Mutex<UInt64>

    init(seed: UInt64) {
        state = Mutex(seed)
    }

    /// A number in `0..<1`.
    func nextFraction() -> Double {
        let value = state.withLock { state -> UInt64 in
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        return Double(value >> 11) / Double(1 << 53)
    }

    /// `true` with probability `probability`.
    func chance(_ probability: Double) -> Bool {
        probability > 0 && nextFraction() < probability
    }
}
