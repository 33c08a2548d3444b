extension TMDBCatalogue {
    /// A made-up catalogue of `count` films in TMDB's shape, the same for the same seed: spread
    /// over `years`, ids from 200000 up, casts drawn from a shared pool of people, and TMDB's
    /// quirks sprinkled by the seed (zero revenues, `null` posters and runtimes, films with a
    /// handful of votes rated 10.0, non-ASCII titles and names, unknown release dates).
    public init(syntheticCount count: Int, seed: UInt64, years: ClosedRange<Int> = 1981...2020) {
        var random = SplitMix64(seed: seed)
        let yearList = Array(years)
        let movies = (0..<max(count, 0)).map { index in
            SyntheticTMDBMovie.make(index: index, year: yearList[index % yearList.count], random: &random)
        }
        self.init(movies: movies)
    }
}

/// How one synthetic film is drawn.
enum SyntheticTMDBMovie {
    static func make(index: Int, year: Int, random: inout SplitMix64) -> TMDBWire.MovieDetails {
        let id = 200_000 + index * 10 + Int.random(in: 0..<10, using: &random)
        let (language, originalTitle, title) = titles(index: index, random: &random)
        let votesAreFew = chance(0.02, &random)
        let cast = (0..<Int.random(in: 2...6, using: &random)).map { order in
            castMember(order: order, movieID: id, random: &random)
        }
        let revenue = chance(0.03, &random) ? 0 : Int.random(in: 100_000...900_000_000, using: &random)
        return TMDBWire.MovieDetails(
            backdropPath: chance(0.08, &random) ? nil : imagePath(&random),
            budget: chance(0.1, &random) ? 0 : Int.random(in: 1...200, using: &random) * 1_000_000,
            genres: (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in genres.randomElement(using: &random) }
                .reduce(into: []) { unique, genre in if !unique.contains(genre) { unique.append(genre) } },
            id: id, imdbID: chance(0.05, &random) ? nil : "tt\(9_000_000 + index)",
            originalLanguage: language, originalTitle: originalTitle,
            overview: "A made-up film from \(year), number \(index + 1) of the synthetic catalogue.",
            popularity: Double(Int.random(in: 100...500_000, using: &random)) / 1000,
            posterPath: chance(0.05, &random) ? nil : imagePath(&random),
            releaseDate: releaseDate(year: year, random: &random), revenue: revenue,
            runtime: chance(0.04, &random) ? nil : Int.random(in: 75...180, using: &random),
            spokenLanguages: [
                languages[language] ?? TMDBWire.Language(englishName: "English", languageCode: "en", name: "English")
            ],
            title: title,
            voteAverage: votesAreFew ? 10 : Double(Int.random(in: 3000...9200, using: &random)) / 1000,
            voteCount: votesAreFew
                ? Int.random(in: 1...4, using: &random) : Int.random(in: 20...25_000, using: &random),
            credits: TMDBWire.Credits(
                id: id, cast: chance(0.05, &random) ? cast.shuffled(using: &random) : cast,
                crew: [crewMember(movieID: id, random: &random)]))
    }

    private static func chance(_ probability: Double, _ random: inout SplitMix64) -> Bool {
        Double(random.next() >> 11) / Double(1 << 53) < probability
    }

    /// `yyyy-MM-dd` in `year`, or now and then unknown: `""` or `null`, as TMDB has both.
    private static func releaseDate(year: Int, random: inout SplitMix64) -> String? {
        if chance(0.01, &random) { return "" }
        if chance(0.01, &random) { return nil }
        let month = Int.random(in: 1...12, using: &random)
        let day = Int.random(in: 1...28, using: &random)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// The original language, original title and English title.
    private static func titles(index: Int, random: inout SplitMix64) -> (String, String, String) {
        if chance(0.06, &random), let foreign = foreignTitles.randomElement(using: &random) {
            return (foreign.language, foreign.original, foreign.title)
        }
        let adjective = SyntheticCatalogue.adjectives.randomElement(using: &random) ?? "Lost"
        let noun = SyntheticCatalogue.nouns.randomElement(using: &random) ?? "City"
        let title = "\(adjective) \(noun)"
        return ("en", title, title)
    }

    private static func castMember(order: Int, movieID: Int, random: inout SplitMix64) -> TMDBWire.CastMember {
        let (personID, name, originalName, gender) = person(&random)
        return TMDBWire.CastMember(
            gender: gender, id: personID, name: name, originalName: originalName,
            popularity: Double(Int.random(in: 600...60_000, using: &random)) / 1000,
            profilePath: chance(0.1, &random) ? nil : imagePath(&random),
            castID: Int.random(in: 1...60, using: &random),
            character: SyntheticCatalogue.nouns.randomElement(using: &random).map { "The \($0) Keeper" } ?? "Herself",
            creditID: creditID(&random), order: order)
    }

    private static func crewMember(movieID: Int, random: inout SplitMix64) -> TMDBWire.CrewMember {
        let (personID, name, originalName, gender) = person(&random)
        return TMDBWire.CrewMember(
            gender: gender, id: personID, knownForDepartment: "Directing", name: name, originalName: originalName,
            popularity: Double(Int.random(in: 600...9_000, using: &random)) / 1000, profilePath: nil,
            creditID: creditID(&random), department: "Directing", job: "Director")
    }

    /// A person from a shared pool, so people appear in several films: id, name, original name, gender.
    private static func person(_ random: inout SplitMix64) -> (Int, String, String, Int) {
        var first = Int.random(in: 0..<firstNames.count, using: &random)
        let last = Int.random(in: 0..<lastNames.count, using: &random)
        guard last > 0 else {
            first %= japaneseFirstNames.count
            let (romanized, native) = japaneseFirstNames[first]
            return (1_000_000 + first * 100, "\(romanized) Yamada", "山田\(native)", first % 2 + 1)
        }
        let name = "\(firstNames[first]) \(lastNames[last])"
        return (1_000_000 + first * 100 + last, name, name, first % 2 + 1)
    }

    private static func imagePath(_ random: inout SplitMix64) -> String {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
        return "/" + String((0..<27).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }) + ".jpg"
    }

    private static func creditID(_ random: inout SplitMix64) -> String {
        let hex = String(random.next(), radix: 16) + String(random.next() >> 32, radix: 16)
        return String((String(repeating: "0", count: 24) + hex).suffix(24))
    }

    static let firstNames =
        SyntheticCatalogue.firstNames + ["Zoë", "Chloé", "José", "Søren", "Łucja", "Inès", "Björn", "Renée"]
    static let japaneseFirstNames = [("Hanako", "花子"), ("Kenji", "健二"), ("Aiko", "愛子"), ("Taro", "太郎")]
    /// The first, Yamada, is written in Japanese as the person's original name.
    static let lastNames = ["Yamada"] + SyntheticCatalogue.lastNames + ["Ødegård", "Muñoz", "Šimić", "Dvořák"]
    static let foreignTitles: [(language: String, original: String, title: String)] = [
        ("fr", "Amélie et la Rivière", "Amélie and the River"), ("ja", "夜の駅", "Night Station"),
        ("ja", "風の丘", "風の丘"), ("es", "Señora Volcán", "Madame Volcano"), ("de", "Über den Dächern", "Above the Roofs"),
        ("da", "Den Stille Fjord", "The Quiet Fjord"), ("zh", "山海经", "Mountains and Seas"),
        ("fr", "Été Indien", "Indian Summer"),
    ]
    static let languages: [String: TMDBWire.Language] = [
        "en": .init(englishName: "English", languageCode: "en", name: "English"),
        "fr": .init(englishName: "French", languageCode: "fr", name: "Français"),
        "ja": .init(englishName: "Japanese", languageCode: "ja", name: "日本語"),
        "es": .init(englishName: "Spanish", languageCode: "es", name: "Español"),
        "de": .init(englishName: "German", languageCode: "de", name: "Deutsch"),
        "da": .init(englishName: "Danish", languageCode: "da", name: "Dansk"),
        "zh": .init(englishName: "Mandarin", languageCode: "zh", name: "普通话"),
    ]
    static let genres = [
        TMDBWire.Genre(id: 28, name: "Action"), .init(id: 12, name: "Adventure"), .init(id: 16, name: "Animation"),
        .init(id: 35, name: "Comedy"), .init(id: 80, name: "Crime"), .init(id: 99, name: "Documentary"),
        .init(id: 18, name: "Drama"), .init(id: 10751, name: "Family"), .init(id: 14, name: "Fantasy"),
        .init(id: 27, name: "Horror"), .init(id: 9648, name: "Mystery"), .init(id: 10749, name: "Romance"),
        .init(id: 878, name: "Science Fiction"), .init(id: 53, name: "Thriller"),
    ]
}
