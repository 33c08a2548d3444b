/// One request of a sync: a year's list, or a movie's details.
enum SyncTask: Sendable, Hashable {
    case list(MovieList, year: Int)
    case movie(id: Int)
}
