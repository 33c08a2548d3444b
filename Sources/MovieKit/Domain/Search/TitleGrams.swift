/// The trigrams a typo-tolerant search compares titles by: the distinct three-byte runs of a
/// title's ``normalized(_:)`` text padded with a space at each end, each packed big-endian into
/// a `UInt32`. A typo changes at most three of them, so a title sharing most of a query's grams
/// is worth scoring; an index of them (IMDb's import keeps one) finds such titles among
/// hundreds of thousands without reading the others.
public enum TitleGrams {
    /// `text` as titles are compared by their grams: case, accents and width folded
    /// (``TitleMatch/folded(_:)``), every run of characters other than letters and digits one
    /// space, none at either end. "Blade Runner: The Final Cut" → "blade runner the final cut".
    public static func normalized(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in TitleMatch.folded(text).unicodeScalars {
            guard scalar.properties.isAlphabetic || scalar.properties.numericType != nil else {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(UInt8(ascii: " "))
                pendingSpace = false
            }
            bytes.append(contentsOf: String(scalar).utf8)
        }
        return bytes
    }

    /// The distinct grams of `text`, in the order they first occur; one padded gram for a text
    /// shorter than three bytes, none for one with no letter or digit.
    public static func grams(of text: String) -> [UInt32] {
        grams(ofNormalized: normalized(text))
    }

    /// The distinct grams of a text already ``normalized(_:)``.
    public static func grams(ofNormalized bytes: [UInt8]) -> [UInt32] {
        guard !bytes.isEmpty else { return [] }
        let padded = [UInt8(ascii: " ")] + bytes + [UInt8(ascii: " ")]
        var grams: [UInt32] = []
        grams.reserveCapacity(padded.count)
        var index = 0
        repeat {
            let gram =
                UInt32(padded[index]) << 16 | UInt32(padded[min(index + 1, padded.count - 1)]) << 8
                | UInt32(padded[min(index + 2, padded.count - 1)])
            if !grams.contains(gram) { grams.append(gram) }
            index += 1
        } while index + 2 < padded.count
        return grams
    }
}
