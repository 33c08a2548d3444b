/// One request of a sync: a year's list, or a movie's details.
enum YearsPrefetchTask: Sendable, Hashable {
    case list(MovieList, year: Int)
    case movie(id: Int)
}
