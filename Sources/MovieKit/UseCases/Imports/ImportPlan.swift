import Foundation

/// An import's entries, film by film, in the order they are written: dated viewings, then
/// undated marks and reviews, ratings, and the watchlist last (``ImportedEntry/writingOrder``),
/// each dated viewing (and each undated one the file names by its id) with how many viewings of
/// its film and day came before it. A film's
/// entries are written together once it is matched, so that an import writes as it matches.
struct ImportPlan {
    /// One entry to write: where it is in the batch, and (for a dated viewing, or an undated one
    /// named by its id) its occurrence.
    struct Step {
        let index: Int
        let occurrence: Int
    }

    /// The films, each once, in the order their first entry is written.
    let films: [ImportedFilm]
    /// Each film's entries, in the order they are written.
    private let steps: [ImportedFilm: [Step]]

    init(_ batch: ImportBatch) {
        let entries = batch.entries
        let ordered = entries.indices.sorted { (entries[$0].writingOrder, $0) < (entries[$1].writingOrder, $1) }
        var films: [ImportedFilm] = []
        var steps: [ImportedFilm: [Step]] = [:]
        var viewingsOfTheDay: [FilmDay: Int] = [:]
        for index in ordered {
            let entry = entries[index]
            var occurrence = 0
            if case .viewing(let day, _, _, _, _, _) = entry.record, day != nil || entry.viewingID != nil {
                let key = FilmDay(film: entry.film, day: day)
                occurrence = viewingsOfTheDay[key, default: 0]
                viewingsOfTheDay[key] = occurrence + 1
            }
            if steps[entry.film] == nil { films.append(entry.film) }
            steps[entry.film, default: []].append(Step(index: index, occurrence: occurrence))
        }
        self.films = films
        self.steps = steps
    }

    /// The entries of `film`, in the order they are written.
    func steps(of film: ImportedFilm) -> [Step] {
        steps[film] ?? []
    }

    /// A film and a day it was watched (`nil`: undated), as the file names the film.
    private struct FilmDay: Hashable {
        let film: ImportedFilm
        let day: Date?
    }
}
