/// TMDB's nineteen movie genres, with its ids and its names in English and German, in the order
/// `genre/movie/list` gives them: by English name, as TMDB sorts them (byte order, so "TV Movie"
/// before "Thriller"), in every language.
enum TMDBGenres {
    /// One genre's id and names.
    struct Entry: Sendable {
        let id: Int
        let english: String
        let german: String
    }

    static let all: [Entry] = [
        Entry(id: 28, english: "Action", german: "Action"),
        Entry(id: 12, english: "Adventure", german: "Abenteuer"),
        Entry(id: 16, english: "Animation", german: "Animation"),
        Entry(id: 35, english: "Comedy", german: "Komödie"),
        Entry(id: 80, english: "Crime", german: "Krimi"),
        Entry(id: 99, english: "Documentary", german: "Dokumentarfilm"),
        Entry(id: 18, english: "Drama", german: "Drama"),
        Entry(id: 10751, english: "Family", german: "Familie"),
        Entry(id: 14, english: "Fantasy", german: "Fantasy"),
        Entry(id: 36, english: "History", german: "Historie"),
        Entry(id: 27, english: "Horror", german: "Horror"),
        Entry(id: 10402, english: "Music", german: "Musik"),
        Entry(id: 9648, english: "Mystery", german: "Mystery"),
        Entry(id: 10749, english: "Romance", german: "Liebesfilm"),
        Entry(id: 878, english: "Science Fiction", german: "Science Fiction"),
        Entry(id: 10770, english: "TV Movie", german: "TV-Film"),
        Entry(id: 53, english: "Thriller", german: "Thriller"),
        Entry(id: 10752, english: "War", german: "Kriegsfilm"),
        Entry(id: 37, english: "Western", german: "Western"),
    ]

    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// Whether `language` (`de-DE`, `de`) is German, the one language besides English the names are in.
    static func isGerman(_ language: Substring?) -> Bool {
        language?.split(separator: "-").first?.lowercased() == "de"
    }

    /// The genres as `genre/movie/list` answers them in `language`: German for German, else English.
    static func list(in language: Substring?) -> TMDBWire.GenreList {
        let german = isGerman(language)
        return TMDBWire.GenreList(genres: all.map { TMDBWire.Genre(id: $0.id, name: german ? $0.german : $0.english) })
    }

    /// `genres` with German names, those TMDB has; a genre it does not know keeps its name.
    static func german(_ genres: [TMDBWire.Genre]) -> [TMDBWire.Genre] {
        genres.map { genre in TMDBWire.Genre(id: genre.id, name: byID[genre.id]?.german ?? genre.name) }
    }
}
