import MovieAPIServer

extension SyntheticIMDb {
    private typealias Words = SyntheticIMDbWords

    /// A title's directors and writers (people's indices), as `title.crew` lists them and its
    /// principals name them.
    struct Crew {
        var directors: [Int] = []
        var writers: [Int] = []
    }

    /// The directors and writers of the title at `index`.
    func crew(_ index: Int, kind: Kind) -> Crew {
        var draws = draws(.crew, index)
        let (directed, twice, written): (UInt64, UInt64, UInt64) =
            switch kind {
            case .tvEpisode: (70, 5, 60)
            case .movie, .tvMovie, .short, .video, .adultMovie, .adultVideo, .tvShort: (90, 8, 75)
            case .tvSeries, .tvMiniSeries: (25, 5, 50)
            case .tvSpecial, .videoGame: (40, 2, 30)
            }
        var crew = Crew()
        let pick = draws.next() % 100
        if pick < directed { crew.directors.append(person(&draws)) }
        if pick < twice { crew.directors.append(person(&draws)) }
        if draws.next() % 100 < written {
            for _ in 0..<(1 + Int(draws.next() % 3)) { crew.writers.append(person(&draws)) }
        }
        return crew
    }

    /// Writes `title.crew`: a row for every title.
    func writeTitleCrew(to writer: inout TSVWriter) throws(GzipPipe.Failure) {
        writer.text("tconst\tdirectors\twriters")
        writer.endHeader()
        for index in 0..<titleCount {
            let crew = crew(index, kind: kind(index))
            writer.id("tt", titleNumber(index))
            writer.tab()
            people(crew.directors, to: &writer)
            writer.tab()
            people(crew.writers, to: &writer)
            try writer.endRow()
        }
    }

    /// The categories of crew beyond directors and writers, and how often each comes (of 100).
    private static let otherCategories: [(name: StaticString, weight: UInt64)] = [
        ("producer", 36), ("composer", 14), ("cinematographer", 14), ("editor", 14), ("production_designer", 6),
        ("casting_director", 6), ("archive_footage", 9), ("archive_sound", 1),
    ]

    /// Writes `title.principals`: about eight rows a title, the cast first (actors and actresses,
    /// or people as themselves in a factual title) with their characters, then the directors,
    /// the writers and other crew.
    func writeTitlePrincipals(to writer: inout TSVWriter) throws(GzipPipe.Failure) {
        writer.text("tconst\tordering\tnconst\tcategory\tjob\tcharacters")
        writer.endHeader()
        for index in 0..<titleCount {
            let kind = kind(index)
            var draws = draws(.principals, index)
            let pick = draws.next() % 100
            guard pick >= 2 else { continue }
            let count = kind == .movie ? 5 + Int(draws.next() % 10) : 3 + Int(draws.next() % 11)
            let cast = min(count, max(1, count * 6 / 10 + Int(draws.next() % 2)))
            let factual = isFactual(index, kind: kind)
            let tconst = titleNumber(index)
            for ordering in 1...cast {
                let member = person(&draws)
                row(tconst, ordering, person: member, to: &writer)
                castMember(member, factual: factual, &draws, to: &writer)
                try writer.endRow()
            }
            let crew = crew(index, kind: kind)
            var ordering = cast
            for director in crew.directors where ordering < count {
                ordering += 1
                row(tconst, ordering, person: director, to: &writer)
                writer.text("director\t\\N\t\\N")
                try writer.endRow()
            }
            for writerPerson in crew.writers where ordering < count {
                ordering += 1
                row(tconst, ordering, person: writerPerson, to: &writer)
                writer.text("writer\t")
                Self.job(Words.writerJobs, share: 45, &draws, to: &writer)
                writer.text("\t\\N")
                try writer.endRow()
            }
            while ordering < count {
                ordering += 1
                row(tconst, ordering, person: person(&draws), to: &writer)
                Self.otherCrew(&draws, to: &writer)
                try writer.endRow()
            }
        }
    }

    /// Writes a principal row's start: `tconst`, `ordering`, `nconst`, each followed by a tab.
    private func row(_ tconst: Int, _ ordering: Int, person: Int, to writer: inout TSVWriter) {
        writer.id("tt", tconst)
        writer.tab()
        writer.number(ordering)
        writer.tab()
        writer.id("nm", personNumber(person))
        writer.tab()
    }

    /// Writes the rest of a cast member's row: category, `\N` job, characters.
    private func castMember(_ person: Int, factual: Bool, _ draws: inout SplitMix64, to writer: inout TSVWriter) {
        if factual {
            writer.text("self\t\\N\t[\"")
            writer.text(Words.selfCharacters[Int(draws.next() % UInt64(Words.selfCharacters.count))])
            writer.text("\"]")
            return
        }
        writer.text(isWoman(person) ? "actress\t\\N\t" : "actor\t\\N\t")
        let pick = draws.next() % 1000
        guard pick >= 30 else {
            writer.null()
            return
        }
        writer.text("[\"")
        Self.character(&draws, escaped: pick < 32, to: &writer)
        if pick >= 950 {
            writer.text("\",\"")
            Self.character(&draws, escaped: false, to: &writer)
        }
        writer.text("\"]")
    }

    /// Writes a character's name, inside JSON's quotes: a first name, a full name, or a part
    /// described; `escaped` adds a nickname in escaped quotes.
    private static func character(_ draws: inout SplitMix64, escaped: Bool, to writer: inout TSVWriter) {
        let names = draws.next() & 1 == 0 ? Words.maleFirstNames : Words.femaleFirstNames
        writer.text(names[Int(draws.next() % UInt64(names.count))])
        if escaped { writer.text(" \\\"The Kid\\\"") }
        if draws.next() % 100 < 55 {
            writer.byte(UInt8(ascii: " "))
            writer.text(Words.lastNames[Int(draws.next() % UInt64(Words.lastNames.count))])
        }
    }

    /// Writes the rest of another crew member's row: category, job, characters.
    private static func otherCrew(_ draws: inout SplitMix64, to writer: inout TSVWriter) {
        var pick = draws.next() % 100
        var chosen = 0
        for (index, category) in otherCategories.enumerated() {
            if pick < category.weight {
                chosen = index
                break
            }
            pick -= category.weight
        }
        writer.text(otherCategories[chosen].name)
        writer.tab()
        switch chosen {
        case 0: job(Words.producerJobs, share: 95, &draws, to: &writer)
        case 2: draws.next() % 100 < 15 ? writer.text("director of photography") : writer.null()
        default: writer.null()
        }
        writer.tab()
        if chosen == 6 && draws.next() % 10 < 7 {
            writer.text("[\"Self\"]")
        } else {
            writer.null()
        }
    }

    /// Writes one of `jobs` for `share` of the rows (of 100), else `\N`.
    private static func job(_ jobs: [[UInt8]], share: UInt64, _ draws: inout SplitMix64, to writer: inout TSVWriter) {
        guard draws.next() % 100 < share else {
            writer.null()
            return
        }
        writer.text(jobs[Int(draws.next() % UInt64(jobs.count))])
    }

    /// Writes people's ids comma-joined, or `\N` for none.
    private func people(_ people: [Int], to writer: inout TSVWriter) {
        guard !people.isEmpty else {
            writer.null()
            return
        }
        for (position, person) in people.enumerated() {
            if position > 0 { writer.byte(UInt8(ascii: ",")) }
            writer.id("nm", personNumber(person))
        }
    }
}
