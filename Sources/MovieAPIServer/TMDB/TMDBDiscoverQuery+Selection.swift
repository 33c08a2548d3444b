extension TMDBDiscoverQuery.Selection {
    /// Whether `movie` is one of the films this selection picks (its year aside, which the
    /// catalogue's index of years answers).
    func admits(_ movie: TMDBWire.MovieDetails) -> Bool {
        guard movie.voteCount >= minimumVotes, includeAdult || !movie.adult else { return false }
        let genreIDs = Set(movie.genres.map(\.id))
        if let genres, !genres.matches(genreIDs) { return false }
        guard excludedGenres.isDisjoint(with: genreIDs) else { return false }
        if releasedFrom != nil || releasedThrough != nil {
            guard let released = movie.releaseDate.flatMap({ TMDBDay($0) }) else { return false }
            if let releasedFrom, released < releasedFrom { return false }
            if let releasedThrough, released > releasedThrough { return false }
        }
        if let minimumRating, movie.voteAverage < minimumRating { return false }
        if let maximumRating, movie.voteAverage > maximumRating { return false }
        if minimumRuntime != nil || maximumRuntime != nil {
            guard let runtime = movie.runtime, runtime > 0 else { return false }
            if let minimumRuntime, runtime < minimumRuntime { return false }
            if let maximumRuntime, runtime > maximumRuntime { return false }
        }
        if let originalLanguages, !originalLanguages.contains(movie.originalLanguage.lowercased()) { return false }
        if let watch, !watch.admits(movie) { return false }
        return true
    }
}
