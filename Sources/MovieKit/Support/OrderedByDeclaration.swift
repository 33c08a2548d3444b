/// An enumeration whose cases are ordered as they are declared, the first the least: for one
/// with raw values, which Swift does not make `Comparable` by itself.
public protocol OrderedByDeclaration: CaseIterable, Comparable {}

extension OrderedByDeclaration {
    /// Whether `lhs` is declared before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        guard let left = allCases.firstIndex(of: lhs), let right = allCases.firstIndex(of: rhs) else { return false }
        return left < right
    }
}
