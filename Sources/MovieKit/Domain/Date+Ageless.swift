import Foundation

extension Date {
    /// The `fetchedAt` of an answer that has no age: one the cache put together from none of
    /// the films it holds (a `discover` that no cached film matches), or a source's list that
    /// was never fetched. A caller says no age for it, never one counted since year 1.
    public static let ageless = Date.distantPast

    /// Whether this is ``ageless``: no answer was fetched at it.
    public var isAgeless: Bool { self == .ageless }
}
