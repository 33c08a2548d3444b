import MovieKit

extension CachingMovieService {
    /// Why there is no answer to `question` when nothing is cached for it: under `--offline`, and
    /// when the cache holds an answer from another origin of the source (an `--api-url` given
    /// another day), which one and how to ask it, else what it holds that fits (where the cache
    /// has films a search matches, the lists that fit a list asked); when the source could not be reached, what the cache holds instead and
    /// `--offline` to read it.
    func nothingCachedFailure(for question: MovieQuestion, _ why: NothingCached = .offline) -> CommandFailure {
        switch why {
        case .offline:
            guard let other = otherOrigin(answering: question) else {
                guard let instead = offlineInstead(of: question) else { return why.failure }
                return CommandFailure("\(why.failure.message); \(instead)", status: why.failure.status)
            }
            let how =
                other == ServiceStack.maker(for: catalogue.source).defaultOrigin
                ? "run it without --api-url" : "run it with --api-url pointing there"
            return CommandFailure(
                "nothing cached for \(question) from \(catalogue.origin); the cache has it from \(other) (\(how))",
                status: .unavailable)
        case .sourceFailed(let error):
            guard error.isUnreachable else { return why.failure }
            return CommandFailure(
                "\(error); nothing is cached for \(question); \(cachedInstead(of: question))",
                status: MoviesExitCode(for: error))
        }
    }

    /// What the cache holds that fits `question`, offline: where else films a search matches, the
    /// cached lists that fit a list asked (``ListsThatFit``): "cached: top-grossing 2016, 2014";
    /// `nil` when nothing fits.
    private func offlineInstead(of question: MovieQuestion) -> String? {
        switch question {
        case .search(let search): whereElseFilmsMatch(search)
        case .list(let list, let year):
            ListsThatFit(asked: list, year: year).named(among: cachedLists()).map { "cached: \($0)" }
        default: nil
        }
    }

    /// Where else the cache has films `search` matches, as a line says it: "the cache has films
    /// matching it: 2 in TMDB (--source tmdb)"; `nil` when nowhere.
    func whereElseFilmsMatch(_ search: MovieSearch) -> String? {
        let found = cachedMatchesElsewhere(for: search)
        guard !found.isEmpty else { return nil }
        return "the cache has films matching it: "
            + WordList.joined(found.map { "\($0.films) \(wording(of: $0.catalogue))" })
    }

    /// Another catalogue as a line names it and how to ask it: "in TMDB (--source tmdb)", "from
    /// http://127.0.0.1:8080 (--api-url pointing there)".
    private func wording(of other: Catalogue) -> String {
        var place: [String] = [], how: [String] = []
        if other.source != catalogue.source {
            place.append("in \(other.source.described.name)")
            how.append("--source \(other.source.described.commandLineName)")
        }
        let otherDefault = ServiceStack.maker(for: other.source).defaultOrigin
        if other.origin != catalogue.origin, !other.origin.isEmpty {
            if other.origin != otherDefault {
                place.append("from \(other.origin)")
                how.append("--api-url pointing there")
            } else if other.source == catalogue.source {
                place.append("from \(other.origin)")
                how.append("without --api-url")
            }
        }
        if other.source == catalogue.source, other.language != catalogue.language {
            place.append("in \(other.language)")
            how.append("--language \(other.language)")
        }
        return place.joined(separator: " ") + (how.isEmpty ? "" : " (\(how.joined(separator: " ")))")
    }

    /// What the cache holds instead of an answer to `question`: the films a search matches
    /// elsewhere, else the catalogue's ranked lists, the kind `question` asks first: "the cache
    /// has top-rated movies of 2015 and 2017: add --offline to read them".
    private func cachedInstead(of question: MovieQuestion) -> String {
        if case .search(let search) = question, let elsewhere = whereElseFilmsMatch(search) {
            return elsewhere
        }
        let lists = cachedLists()
        guard !lists.isEmpty else { return "the cache holds no list of \(described.name) yet" }
        var kinds = MovieList.allCases
        if case .list(let asked, _) = question {
            kinds.sort { first, _ in first == asked }
        }
        let held = kinds.compactMap { kind -> String? in
            let years = lists.filter { $0.list == kind }.map { String($0.year) }
            return years.isEmpty ? nil : "\(kind.title) movies of \(WordList.joined(years))"
        }
        return "the cache has \(WordList.joined(held)): add --offline to read them"
    }
}
