import Foundation
import MovieKit

extension FilmLibrary {
    /// Your diary as "id day" per viewing (`100001 2026-11-21`, or `100001 seen` for a viewing
    /// without a day), sorted: what a media server's import is checked against.
    public func diaryDays() throws -> [String] {
        try diary(of: .tmdb).map { viewing in
            "\(viewing.film.id ?? 0) \(viewing.watchedOn.map(APIDate.format) ?? "seen")"
        }.sorted()
    }
}
