import Foundation
import MovieKit

/// A film of IMDb's datasets as `--format json` writes it: IMDb's ids as strings (`tt0083658`,
/// `nm0000148`), its votes, and the characters each of the cast played; what the datasets do not
/// know (takings, release days, overviews) left out. Its title is `title`, its votes `votes`, as
/// in every command's JSON; a rating and votes unknown (a title without a ratings row) are `null`.
struct IMDbFilmJSON: Encodable {
    let movie: any Movie

    private struct CastMember: Encodable {
        let id: String?
        let name: String
        let character: String?
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FilmJSONKey.self)
        try container.encode(IMDbID.title(movie.id), forKey: .id)
        try container.encodeFacts(of: movie)
        try container.encodeIfPresent(movie.originalTitle, forKey: .originalTitle)
        try container.encode(
            movie.cast.map { CastMember(id: $0.personID.map(IMDbID.person), name: $0.name, character: $0.character) },
            forKey: .cast)
        let page = movie.page ?? MoviePage()
        if !page.directors.isEmpty { try container.encode(page.directors, forKey: .directors) }
        if !page.writers.isEmpty { try container.encode(page.writers, forKey: .writers) }
        if let imdb = page.imdb { try container.encode(["imdb": imdb], forKey: .links) }
    }
}
