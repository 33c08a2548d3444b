import Foundation
import Hummingbird

/// Reads a request's query parameters as TMDB reads them: an absent or empty parameter is no
/// value; one that cannot be read is refused.
struct TMDBParameterReader {
    let parameters: Parameters

    init(_ parameters: Parameters) {
        self.parameters = parameters
    }

    /// The parameter `name`, `nil` when absent or empty.
    func text(_ name: String) -> Substring? {
        guard let value = parameters[name[...]], !value.isEmpty else { return nil }
        return value
    }

    /// - Throws: ``TMDBFailure/invalidParameters`` when it is not a whole number.
    func integer(_ name: String) throws(TMDBFailure) -> Int? {
        guard let value = text(name) else { return nil }
        guard let number = Int(value) else { throw .invalidParameters }
        return number
    }

    /// - Throws: ``TMDBFailure/invalidParameters`` when it is not a finite number.
    func decimal(_ name: String) throws(TMDBFailure) -> Double? {
        guard let value = text(name) else { return nil }
        guard let number = Double(value), number.isFinite else { throw .invalidParameters }
        return number
    }

    /// - Throws: ``TMDBFailure/invalidParameters`` when it is not a `yyyy-MM-dd` date.
    func day(_ name: String) throws(TMDBFailure) -> TMDBDay? {
        guard let value = text(name) else { return nil }
        guard let day = TMDBDay(value) else { throw .invalidParameters }
        return day
    }

    /// - Throws: ``TMDBFailure/invalidParameters`` when an id is not a number.
    func ids(_ name: String) throws(TMDBFailure) -> TMDBIDMatch? {
        guard let value = text(name) else { return nil }
        guard let match = TMDBIDMatch(value) else { throw .invalidParameters }
        return match
    }
}
