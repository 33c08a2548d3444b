import Foundation
import Hummingbird

extension TMDBHostileAnswers {
    /// The hostile answer to `find/{external_id}`, `good`, or `nil` when this kind leaves it
    /// alone: the kinds that spoil any answer, and `find-results-missing`.
    func found(_ good: Data, to request: Request) -> Response? {
        if let whole = wholeAnswer(good, to: request) { return whole }
        guard hostility.kind == .findResultsMissing else { return nil }
        return ok(Self.editing(good) { $0["movie_results"] = nil })
    }
}
