/// A set of IMDb id numbers (the films kept, the people they name): a bit per number below
/// ``bitLimit`` (IMDb's numbers run to a few tens of millions: a few megabytes), a hash set for
/// any beyond, so an odd number costs no gigabyte.
struct IMDbIDSet {
    /// The numbers held as bits: below 2^28, 32 MiB at most.
    static let bitLimit = 1 << 28

    private var words: [UInt64] = []
    private var others: Set<Int> = []

    /// How many numbers it holds.
    private(set) var count = 0

    mutating func insert(_ id: Int) {
        guard id >= 0, id < Self.bitLimit else {
            if others.insert(id).inserted { count += 1 }
            return
        }
        let word = id >> 6
        if word >= words.count {
            words.append(contentsOf: repeatElement(0, count: max(word + 1, words.count * 2) - words.count))
        }
        let bit = UInt64(1) << UInt64(id & 63)
        if words[word] & bit == 0 {
            words[word] |= bit
            count += 1
        }
    }

    func contains(_ id: Int) -> Bool {
        guard id >= 0, id < Self.bitLimit else { return others.contains(id) }
        let word = id >> 6
        return word < words.count && words[word] & (UInt64(1) << UInt64(id & 63)) != 0
    }
}
