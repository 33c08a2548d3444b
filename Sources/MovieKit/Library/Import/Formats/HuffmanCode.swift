/// A canonical Huffman code as DEFLATE makes one from a list of code lengths (RFC 1951 §3.2.2),
/// kept as zlib's puff keeps it: how many codes there are of each length, and the symbols in
/// code order. Decoding walks the lengths one bit at a time (`DeflateDecoder.decodeSymbol`).
struct HuffmanCode: Sendable {
    /// The longest code DEFLATE allows, in bits.
    static let maximumLength = 15

    /// `counts[n]`: how many symbols have a code of `n` bits (`counts[0]`: how many have none).
    let counts: [Int]
    /// The symbols that have a code, shortest codes first and by symbol within a length.
    let symbols: [Int]
    /// How many codes of the longest length are left unassigned: 0 for a complete code, more for
    /// an incomplete one, negative for an over-subscribed one (which decodes to wrong symbols but
    /// never reads outside `symbols`).
    let unusedCodes: Int

    /// The code for symbols `0..<lengths.count`, where `lengths[symbol]` is the length of the
    /// symbol's code in bits (0 for none).
    ///
    /// - Precondition: every length is at most ``maximumLength``; DEFLATE's own readings of
    ///   lengths (3-bit fields, symbols below 16) cannot exceed it.
    init(lengths: ArraySlice<UInt8>) {
        var counts = [Int](repeating: 0, count: Self.maximumLength + 1)
        for length in lengths {
            counts[Int(length)] += 1
        }
        var unused = 1
        for length in 1...Self.maximumLength {
            unused = unused * 2 - counts[length]
            if unused < 0 { break }
        }
        // Where each length's symbols start in `symbols`: after all the shorter codes.
        var offsets = [Int](repeating: 0, count: Self.maximumLength + 1)
        for length in 1..<Self.maximumLength {
            offsets[length + 1] = offsets[length] + counts[length]
        }
        var symbols = [Int](repeating: 0, count: lengths.count)
        for (symbol, length) in zip(0..., lengths) where length != 0 {
            symbols[offsets[Int(length)]] = symbol
            offsets[Int(length)] += 1
        }
        self.counts = counts
        self.symbols = symbols
        self.unusedCodes = unused
    }

    /// Whether every code of every length up to the longest is assigned.
    var isComplete: Bool { unusedCodes == 0 }

    /// Whether DEFLATE accepts this code for a block's literals and lengths or its distances:
    /// complete, or (as zlib accepts) no code at all or a single one-bit code.
    var isAcceptedForBlock: Bool {
        let codedSymbols = symbols.count - counts[0]
        return isComplete || codedSymbols == 0 || (codedSymbols == 1 && counts[1] == 1)
    }
}

extension HuffmanCode {
    /// The literal/length code of a fixed-Huffman block (RFC 1951 §3.2.6).
    static let fixedLiteralsAndLengths = HuffmanCode(
        lengths: ArraySlice(
            [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
                + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)))

    /// The distance code of a fixed-Huffman block: thirty 5-bit codes (30 and 31 never occur).
    static let fixedDistances = HuffmanCode(lengths: ArraySlice([UInt8](repeating: 5, count: 30)))
}
