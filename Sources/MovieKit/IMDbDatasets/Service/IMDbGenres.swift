/// IMDb's genres, as its datasets name them: a fixed list (IMDb has not changed it in years),
/// each given an id by its place in the list so that discover can take them as any source's.
public enum IMDbGenres {
    /// Every genre IMDb's datasets name, in IMDb's alphabetical order.
    public static let names = [
        "Action", "Adult", "Adventure", "Animation", "Biography", "Comedy", "Crime", "Documentary", "Drama",
        "Family", "Fantasy", "Film-Noir", "Game-Show", "History", "Horror", "Music", "Musical", "Mystery",
        "News", "Reality-TV", "Romance", "Sci-Fi", "Short", "Sport", "Talk-Show", "Thriller", "War", "Western",
    ]

    /// The genres, ids counted from 1.
    public static let all: [Genre] = names.enumerated().map { Genre(id: $0.offset + 1, name: $0.element) }
}
