import Foundation

/// A movie of the catalogue, as the API and the cache both describe it.
public protocol Movie: Sendable {
    /// The API's identifier of the movie; positive.
    var id: Int { get }
    /// The title.
    var name: String { get }
    /// The year whose lists the movie belongs to.
    var year: Int { get }
    /// The release date, at midnight UTC of the release day.
    var releaseDate: Date { get }
    /// Box-office takings in US dollars.
    var grossing: Int { get }
    /// The rating as the API gives it (the demo API rates on a 0–100 scale).
    var rating: Double { get }
    /// The cast, in billing order.
    var cast: [any Actor] { get }
}
