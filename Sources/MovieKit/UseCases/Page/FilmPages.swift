/// The pages of one film (``FilmPageAssembly/pages(for:)``), one for each answer the cache and
/// the source give, as they come: the cached page first, then the source's, as
/// ``MovieServiceResult`` delivers them (a failure when no page could be had). Once the answers
/// end, a film your library names otherwise than the last page (a film kept by its id alone)
/// is given the page's title. Read once.
public struct FilmPages: AsyncSequence, Sendable {
    public typealias Element = MovieServiceResult<FilmPage>
    public typealias Failure = Never

    /// How the film was found (what was taken, the others it could have been, the notes).
    public let found: FoundFilm
    /// Why the pages leave out what your library says of the film, when it could not be read.
    public let libraryFailure: LibraryError?
    private let answers: AsyncStream<MovieServiceResult<any Movie>>
    private let assembly: FilmPageAssembly
    private let yours: YourFilm?
    private let reading: FilmLibrary?

    init(
        found: FoundFilm, libraryFailure: LibraryError?, answers: AsyncStream<MovieServiceResult<any Movie>>,
        assembly: FilmPageAssembly, yours: YourFilm?, reading: FilmLibrary?
    ) {
        self.found = found
        self.libraryFailure = libraryFailure
        self.answers = answers
        self.assembly = assembly
        self.yours = yours
        self.reading = reading
    }

    /// The question the pages answer, to say why there is none offline.
    public var question: MovieQuestion { .movie(id: found.id) }

    public func makeAsyncIterator() -> Iterator {
        Iterator(
            answers: answers.makeAsyncIterator(), assembly: assembly, yours: yours, reading: reading,
            ratings: IMDbRatingLookup(file: assembly.imdbRatingsFile))
    }

    /// Reads the answers and makes each a page.
    public struct Iterator: AsyncIteratorProtocol {
        var answers: AsyncStream<MovieServiceResult<any Movie>>.Iterator
        let assembly: FilmPageAssembly
        let yours: YourFilm?
        let reading: FilmLibrary?
        var ratings: IMDbRatingLookup
        /// The last film an answer gave.
        var last: (any Movie)?
        var ended = false

        public mutating func next() async -> MovieServiceResult<FilmPage>? {
            guard !ended else { return nil }
            guard let result = await answers.next() else {
                ended = true
                if let last { assembly.keepTitle(of: last, yours: yours, reading: reading) }
                return nil
            }
            switch result {
            case .success(let answer):
                guard let movie = answer.value else { return .success(.notCached) }
                last = movie
                let page = page(movie)
                return .success(answer.map { _ in page })
            case .failure(let error):
                return .failure(error)
            }
        }

        private mutating func page(_ movie: any Movie) -> FilmPage {
            let (rating, failure) = ratings.rating(of: movie)
            return FilmPage(
                movie: movie, yours: yours, imdbRating: rating, imdbRatingFailure: failure, region: assembly.region,
                services: assembly.services)
        }
    }
}
