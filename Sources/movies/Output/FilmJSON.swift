import Foundation
import MovieKit

/// A film as `--format json` writes it in a list and on its page, for every source but IMDb's
/// datasets (``IMDbFilmJSON``): `id`, `title`, `year`, `releaseDate`, `grossing`, `rating` and
/// `votes` (each `null` when unknown; a rating no one gave is unknown, never 0), `cast`
/// (`[{name}]`), and `overview`, `runtime` and `genres` only when known. A film's title is
/// `title` and its votes `votes` in every command's JSON.
struct FilmJSON: Encodable {
    let movie: any Movie

    private struct CastMember: Encodable {
        let name: String
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FilmJSONKey.self)
        try container.encode(movie.id, forKey: .id)
        try container.encodeFacts(of: movie)
        try container.encode(movie.releaseDate, forKey: .releaseDate)
        try container.encode(movie.grossing, forKey: .grossing)
        try container.encode(movie.cast.map { CastMember(name: $0.name) }, forKey: .cast)
        try container.encodeIfPresent(movie.overview, forKey: .overview)
    }
}
