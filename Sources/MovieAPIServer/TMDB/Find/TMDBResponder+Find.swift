import Foundation
import Hummingbird

extension TMDBResponder {
    /// The answer to `find/{external_id}`: what has that id in the database `external_source`
    /// names (``TMDBExternalSource``), in the catalogue's language. Only IMDb ids find anything;
    /// an id nothing has is a 200 with every list empty, as TMDB answers it.
    /// - Throws: ``TMDBFailure/notFound`` when `external_source` is absent or not one TMDB knows.
    func find(
        _ id: Substring, in catalogue: TMDBEncodedCatalogue, parameters: Parameters, spoiling: TMDBHostileAnswers?,
        to request: Request
    ) throws(TMDBFailure) -> Response {
        let body =
            switch try TMDBExternalSource(parameters["external_source"]) {
            case .imdb: catalogue.found(imdbID: id)
            default: TMDBEncodedCatalogue.foundNothing
            }
        return spoiling?.found(body.data, to: request) ?? ok(body, to: request)
    }
}
