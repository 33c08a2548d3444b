import Foundation

extension IMDbID {
    /// `text` when it is an IMDb title id (`tt` and digits, blanks around it trimmed), else `nil`:
    /// how an id is kept wherever one is (a question's key, your library's films).
    public static func titleText(_ text: String) -> String? {
        // Every film read from the library passes through here: an id already as kept (ASCII
        // `tt` and digits) is taken as it is, without Foundation's trimming, which was a quarter
        // of a list's instructions (bench/ANALYSIS.md, rows 11 to 11b).
        let bytes = text.utf8
        if (3...16).contains(bytes.count), bytes.starts(with: "tt".utf8),
            bytes.dropFirst(2).allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        {
            return text
        }
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.count > 2, text.count <= 16, text.hasPrefix("tt"), text.dropFirst(2).allSatisfy(\.isASCIINumber)
        else { return nil }
        return text
    }
}
