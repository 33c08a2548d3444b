import MovieAPIServer

extension SyntheticIMDb {
    private typealias Words = SyntheticIMDbWords

    /// Writes `name.basics`: a row for every person, a name that fits their category (actor or
    /// actress), the years of a few, their professions and the titles they are known for.
    func writeNameBasics(to writer: inout TSVWriter) throws(GzipPipe.Failure) {
        writer.text("nconst\tprimaryName\tbirthYear\tdeathYear\tprimaryProfession\tknownForTitles")
        writer.endHeader()
        for person in 0..<personCount {
            var draws = draws(.person, person)
            _ = draws.next()
            let woman = isWoman(person)
            writer.id("nm", personNumber(person))
            writer.tab()
            let first = woman ? Words.femaleFirstNames : Words.maleFirstNames
            writer.text(first[Int(draws.next() % UInt64(first.count))])
            if draws.next() % 100 < 8 {
                writer.byte(UInt8(ascii: " "))
                writer.byte(UInt8(ascii: "A") + UInt8(draws.next() % 26))
                writer.byte(UInt8(ascii: "."))
            }
            writer.byte(UInt8(ascii: " "))
            writer.text(Words.lastNames[Int(draws.next() % UInt64(Words.lastNames.count))])
            writer.tab()
            Self.lifetime(&draws, to: &writer)
            writer.tab()
            Self.professions(woman: woman, &draws, to: &writer)
            writer.tab()
            knownFor(&draws, to: &writer)
            try writer.endRow()
        }
    }

    /// Writes `birthYear` and `deathYear`: known for a few people (IMDb has most without).
    private static func lifetime(_ draws: inout SplitMix64, to writer: inout TSVWriter) {
        guard draws.next() % 100 < 15 else {
            writer.text("\\N\t\\N")
            return
        }
        let born = 1880 + Int(draws.next() % 126)
        writer.number(born)
        writer.tab()
        if born < 1945 && draws.next() % 10 < 6 {
            writer.number(min(2025, born + 40 + Int(draws.next() % 56)))
        } else {
            writer.null()
        }
    }

    /// Writes one to three professions, comma-joined, the first an actor's or actress's for most.
    private static func professions(woman: Bool, _ draws: inout SplitMix64, to writer: inout TSVWriter) {
        let cast = woman ? Words.femaleProfessions : Words.maleProfessions
        let count = 1 + Int(draws.next() % 3)
        var written: [Int] = []
        for position in 0..<count {
            let fromCast = position == 0 ? draws.next() % 10 < 6 : draws.next() % 2 == 0
            let index = fromCast ? Int(draws.next() % UInt64(cast.count)) : 100 + Int(draws.next() % 10)
            guard !written.contains(index) else { continue }
            if !written.isEmpty { writer.byte(UInt8(ascii: ",")) }
            writer.text(index >= 100 ? Words.crewProfessions[index - 100] : cast[index])
            written.append(index)
        }
    }

    /// Writes up to four titles, comma-joined, or `\N` for a person known for none.
    private func knownFor(_ draws: inout SplitMix64, to writer: inout TSVWriter) {
        let count = draws.next() % 100 < 15 ? 0 : 1 + Int(draws.next() % 4)
        guard count > 0 else {
            writer.null()
            return
        }
        for position in 0..<count {
            if position > 0 { writer.byte(UInt8(ascii: ",")) }
            writer.id("tt", titleNumber(Int(draws.next() % UInt64(titleCount))))
        }
    }
}
