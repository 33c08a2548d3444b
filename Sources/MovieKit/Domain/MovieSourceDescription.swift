/// What a source is and has, said once: its names, how its films' ids are written, its rating
/// scale, which facts its films have, which questions it answers itself, whether it answers
/// from an import and whether it needs a credential.
///
/// The pipeline, the use cases and the renderers read it rather than asking which source a
/// ``MovieSource`` is: ``MovieSource/described`` is the one place that lists the sources. A
/// question a source does not answer is declared here (``questions``), and the pipeline answers
/// "not answered" from the descriptions (``saying(_:)``), never asking the source.
public struct MovieSourceDescription: Sendable {
    /// The key the cache and the library keep, and `--source` takes.
    public let source: MovieSource
    /// Its name for people: "TMDB", "IMDb", "the demo catalogue".
    public let name: String
    /// What answers, as a sentence's subject: "TMDB", "IMDb's datasets".
    public let answerer: String
    /// Whether ``answerer`` takes a plural verb ("IMDb's datasets have").
    public let answererIsPlural: Bool
    /// What it is, in a few words, as help says it: "built in", "The Movie Database".
    public let summary: String
    /// How its films' ids are written and read.
    public let filmIDs: FilmIDs
    /// The highest rating it gives; ratings run from 0 to this.
    public let ratingScale: Double
    /// Whether a film's rating is told with how many votes it is of (IMDb's, whose votes weigh it).
    public let ratingWithVotes: Bool
    /// What its films say.
    public let facts: FilmFacts
    /// The questions it answers itself; the others are the cache's alone, or not answered.
    public let questions: SourceQuestions
    /// Whether it answers from data downloaded and imported on this machine (IMDb's datasets),
    /// which a sync renews, rather than from an API asked for each answer: the cache neither reads
    /// nor keeps its answers, each as recent as the import.
    public let answersFromImport: Bool
    /// Whether it needs a credential of yours (`movies login`).
    public let needsCredential: Bool
    /// Whether it answers in the language asked (TMDB's `language`); one that does not has one
    /// language, and its answers are cached under none.
    public let takesLanguage: Bool

    /// Its name on the command line, as `--source` takes it: `tmdb`.
    public var commandLineName: String { source.rawValue }

    /// Whether its films say all of `facts`.
    public func has(_ facts: FilmFacts) -> Bool { self.facts.isSuperset(of: facts) }

    /// Whether it answers all of `questions` itself.
    public func answers(_ questions: SourceQuestions) -> Bool { self.questions.isSuperset(of: questions) }

    /// A film's id as the source writes it: `tt0083658` for IMDb's, the number for the others.
    public func filmID(_ id: Int) -> String { filmIDs.written(id) }

    /// The number of a film's id as a person may type it (``FilmIDs/number(_:)``).
    public func filmNumber(_ text: some StringProtocol) -> Int? { filmIDs.number(text) }

    /// What discover can filter its films by: their years and ratings, and what else they say.
    public var discoverFilters: Set<DiscoverFilter> {
        Set(DiscoverFilter.allCases.filter { $0.requiredFact.map(has) ?? true })
    }

    /// Every source's, in the order ``MovieSource`` lists them.
    public static var all: [MovieSourceDescription] { MovieSource.descriptions }

    /// Each argument kept as it is, so that a description of literals is one the compiler lays
    /// out in the binary, with nothing to run when it is first read.
    init(
        source: MovieSource, name: String, answerer: String, answererIsPlural: Bool = false, summary: String,
        filmIDs: FilmIDs = .ownNumbers, ratingScale: Double, ratingWithVotes: Bool = false, facts: FilmFacts,
        questions: SourceQuestions, answersFromImport: Bool = false, needsCredential: Bool = false,
        takesLanguage: Bool = false
    ) {
        self.source = source
        self.name = name
        self.answerer = answerer
        self.answererIsPlural = answererIsPlural
        self.summary = summary
        self.filmIDs = filmIDs
        self.ratingScale = ratingScale
        self.ratingWithVotes = ratingWithVotes
        self.facts = facts
        self.questions = questions
        self.answersFromImport = answersFromImport
        self.needsCredential = needsCredential
        self.takesLanguage = takesLanguage
    }
}
