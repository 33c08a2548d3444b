import Foundation

extension TMDBEncodedCatalogue {
    /// The answer to `movie/{id}` with what `appended` (`append_to_response`) asks for, in
    /// TMDB's order: `credits`, then ``TMDBPageParts/names`` (`recommendations` the first page of
    /// the film's, as `movie/{id}/recommendations` gives it); names it does not know are ignored,
    /// as TMDB ignores them; a film `changes` changed has its providers and release days. `nil`
    /// for an id that is no film's.
    func details(
        id: Int, appending appended: Substring?, videoLanguages: Set<String> = ["en"], changes: TMDBFilmChanges? = nil
    ) -> Body? {
        guard let details = details(id: id), let position = positionsByID[id] else { return nil }
        let asked = Set(appended?.split(separator: ",") ?? [])
        let base = asked.contains("credits") ? details.withCredits : details.plain
        let parts = TMDBPageParts.names.filter { asked.contains(Substring($0)) }
        guard !parts.isEmpty else { return base }
        var body = base.data.dropLast()
        for name in parts {
            let part =
                name == "recommendations"
                ? page(of: .recommendations(film: id), number: 1)?.data
                : TMDBPageParts.encoded(
                    Substring(name), of: movies[position], videoLanguages: videoLanguages, changes: changes)
            guard let part else { continue }
            body.append(contentsOf: Array(",\"\(name)\":".utf8))
            body.append(part)
        }
        body.append(UInt8(ascii: "}"))
        return Body(Data(body))
    }
}
