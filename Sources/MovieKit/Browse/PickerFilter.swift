/// Which titles a filter typed in a picker keeps, forgiving typos as `movies search` and
/// "did you mean" do (``ClosestNames``'s rule): titles are compared normalized (case, accents
/// and punctuation ignored), and a title is kept when some part of it is at most one edit away
/// from the filter for every three letters typed. "blade runer" keeps "Blade Runner 2049".
public struct PickerFilter: Sendable {
    /// The filter, normalized; empty keeps every title.
    private let typed: [UInt8]
    private let distances: EditDistances
    private let maximumEdits: Int

    /// The filter as typed.
    public init(_ typed: String) {
        self.typed = TitleGrams.normalized(typed)
        distances = EditDistances(self.typed)
        maximumEdits = self.typed.count < 3 ? 0 : max(1, self.typed.count / 3)
    }

    /// Whether the filter keeps everything (nothing but spaces or punctuation typed).
    public var keepsAll: Bool { typed.isEmpty }

    /// Whether the title, normalized as ``TitleGrams/normalized(_:)`` makes it, is kept.
    public func keeps(normalized title: [UInt8]) -> Bool {
        guard !typed.isEmpty else { return true }
        return title.withUnsafeBufferPointer { distances.least(within: $0) } <= maximumEdits
    }

    /// Whether `title` is kept.
    public func keeps(_ title: String) -> Bool {
        keeps(normalized: TitleGrams.normalized(title))
    }
}
