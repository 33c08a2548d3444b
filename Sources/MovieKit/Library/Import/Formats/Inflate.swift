/// Decodes raw DEFLATE data (RFC 1951: no zlib or gzip wrapper), as a ZIP file's entries hold it:
/// stored, fixed-Huffman and dynamic-Huffman blocks, in the manner of zlib's `contrib/puff`.
///
/// Every read is checked against the input's end and every write against the caller's limit, so
/// any input, however damaged or hostile, ends in bytes or an ``InflateError``: never a crash,
/// never a loop without end, never more memory than the limit.
public enum Inflate {
    /// The bytes `input` decodes to.
    ///
    /// Decoding stops at the end of the block marked last; bytes after it are ignored.
    /// - Parameter outputLimit: the most bytes the output may hold (for a ZIP entry, the size its
    ///   header gives, once checked against a cap): longer output throws
    ///   ``InflateError/outputOverLimit(_:)`` before it is written.
    /// - Throws: ``InflateError`` naming what is wrong with the data.
    public static func decompress(_ input: [UInt8], outputLimit: Int) throws(InflateError) -> [UInt8] {
        try input.withUnsafeBufferPointer { (buffer) throws(InflateError) in
            try decompress(buffer, outputLimit: outputLimit)
        }
    }

    /// The bytes `input` decodes to, as the array form decodes them.
    public static func decompress(
        _ input: UnsafeBufferPointer<UInt8>, outputLimit: Int
    ) throws(InflateError) -> [UInt8] {
        var decoder = DeflateDecoder(input: input, outputLimit: max(0, outputLimit))
        try decoder.decodeBlocks()
        return decoder.output
    }
}

/// The state of one decoding: the input read LSB-first through a bit buffer, and the output.
struct DeflateDecoder {
    private let input: UnsafeBufferPointer<UInt8>
    /// The next input byte to load into `bitBuffer`.
    private var position = 0
    /// Bits loaded but not yet used, the next one lowest; `bitCount` of them.
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private let outputLimit: Int
    private(set) var output: [UInt8] = []

    init(input: UnsafeBufferPointer<UInt8>, outputLimit: Int) {
        self.input = input
        self.outputLimit = outputLimit
        // Text compresses about fourfold; growth covers the rest without trusting any header.
        output.reserveCapacity(min(outputLimit, min(input.count, 1 << 28) * 4))
    }

    /// Decodes blocks until the one marked last.
    mutating func decodeBlocks() throws(InflateError) {
        var isLastBlock = false
        while !isLastBlock {
            isLastBlock = try bits(1) == 1
            switch try bits(2) {
            case 0:
                try copyStoredBlock()
            case 1:
                try decodeCompressedBlock(
                    literalsAndLengths: .fixedLiteralsAndLengths, distances: .fixedDistances)
            case 2:
                let codes = try readDynamicCodes()
                try decodeCompressedBlock(literalsAndLengths: codes.literalsAndLengths, distances: codes.distances)
            default:
                throw .invalidBlockType
            }
        }
    }

    /// The next `count` bits (at most 16) of the input, the first one lowest.
    private mutating func bits(_ count: Int) throws(InflateError) -> Int {
        while bitCount < count {
            guard position < input.count else { throw .truncated }
            bitBuffer |= UInt32(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << count) - 1))
        bitBuffer >>= count
        bitCount -= count
        return value
    }

    /// The next symbol of `code`, read one bit at a time: the code of each length is tried in
    /// turn, as puff's `decode` does.
    private mutating func decodeSymbol(_ code: HuffmanCode) throws(InflateError) -> Int {
        var value = 0  // the bits read so far, first one highest
        var first = 0  // the first code of the current length
        var index = 0  // where the current length's symbols start in `code.symbols`
        for length in 1...HuffmanCode.maximumLength {
            value |= try bits(1)
            let count = code.counts[length]
            if value - count < first {
                return code.symbols[index + value - first]
            }
            index += count
            first = (first + count) << 1
            value <<= 1
        }
        throw .invalidCode
    }

    /// Copies a stored block's bytes, which start at the next whole byte.
    private mutating func copyStoredBlock() throws(InflateError) {
        // Fewer than 8 bits are ever left over (see `bits`): the rest of the current byte.
        bitBuffer = 0
        bitCount = 0
        guard input.count - position >= 4 else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        position += 4
        guard length == ~complement & 0xFFFF else { throw .invalidStoredLength }
        guard input.count - position >= length else { throw .truncated }
        guard outputLimit - output.count >= length else { throw .outputOverLimit(outputLimit) }
        output.append(contentsOf: input[position..<position + length])
        position += length
    }

    /// Decodes a compressed block's literals and back-references up to its end-of-block code.
    private mutating func decodeCompressedBlock(
        literalsAndLengths: HuffmanCode, distances: HuffmanCode
    ) throws(InflateError) {
        while true {
            let symbol = try decodeSymbol(literalsAndLengths)
            if symbol < 256 {
                guard output.count < outputLimit else { throw .outputOverLimit(outputLimit) }
                output.append(UInt8(truncatingIfNeeded: symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < Self.lengthBases.count else { throw .invalidCode }
            let length = try Self.lengthBases[lengthIndex] + bits(Self.lengthExtraBits[lengthIndex])
            let distanceIndex = try decodeSymbol(distances)
            guard distanceIndex < Self.distanceBases.count else { throw .invalidCode }
            let distance = try Self.distanceBases[distanceIndex] + bits(Self.distanceExtraBits[distanceIndex])
            guard distance <= output.count else { throw .distanceTooFarBack }
            guard outputLimit - output.count >= length else { throw .outputOverLimit(outputLimit) }
            // Byte by byte: the copy may overlap the bytes it writes (distance < length).
            var from = output.count - distance
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }

    /// Reads a dynamic block's header: the code lengths of its two codes, themselves
    /// Huffman-coded (RFC 1951 §3.2.7).
    private mutating func readDynamicCodes() throws(InflateError) -> (
        literalsAndLengths: HuffmanCode, distances: HuffmanCode
    ) {
        let literalAndLengthCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCodeCount = try bits(4) + 4
        guard literalAndLengthCount <= 286, distanceCount <= 30 else { throw .invalidCodeLengths }

        var codeLengthLengths = [UInt8](repeating: 0, count: Self.codeLengthOrder.count)
        for symbol in Self.codeLengthOrder.prefix(codeLengthCodeCount) {
            codeLengthLengths[symbol] = try UInt8(bits(3))
        }
        let codeLengthCode = HuffmanCode(lengths: codeLengthLengths[...])
        guard codeLengthCode.isComplete else { throw .invalidCodeLengths }

        let total = literalAndLengthCount + distanceCount
        var lengths: [UInt8] = []
        lengths.reserveCapacity(total)
        while lengths.count < total {
            let symbol = try decodeSymbol(codeLengthCode)
            let repeated: UInt8
            let times: Int
            switch symbol {
            case 0..<16:
                lengths.append(UInt8(symbol))
                continue
            case 16:
                guard let previous = lengths.last else { throw .invalidCodeLengths }
                repeated = previous
                times = try 3 + bits(2)
            case 17:
                repeated = 0
                times = try 3 + bits(3)
            default:
                repeated = 0
                times = try 11 + bits(7)
            }
            guard total - lengths.count >= times else { throw .invalidCodeLengths }
            lengths.append(contentsOf: repeatElement(repeated, count: times))
        }
        guard lengths[256] != 0 else { throw .invalidCodeLengths }

        let literalsAndLengths = HuffmanCode(lengths: lengths[..<literalAndLengthCount])
        let distances = HuffmanCode(lengths: lengths[literalAndLengthCount...])
        guard literalsAndLengths.isAcceptedForBlock, distances.isAcceptedForBlock else {
            throw .invalidCodeLengths
        }
        return (literalsAndLengths, distances)
    }

    /// Length symbols 257…285: the shortest length each stands for, and how many extra bits follow.
    private static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Distance symbols 0…29: the shortest distance each stands for, and how many extra bits follow.
    private static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists the code-length code's lengths.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
}
