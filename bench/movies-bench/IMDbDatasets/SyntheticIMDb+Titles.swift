import Foundation
import MovieAPIServer

extension SyntheticIMDb {
    private typealias Words = SyntheticIMDbWords

    /// Writes `title.basics`: a row for every title.
    func writeTitleBasics(to writer: inout TSVWriter) throws(GzipPipe.Failure) {
        writer.text(
            "tconst\ttitleType\tprimaryTitle\toriginalTitle\tisAdult\tstartYear\tendYear\truntimeMinutes\tgenres")
        writer.endHeader()
        for index in 0..<titleCount {
            let kind = kind(index)
            var draws = draws(.title, index)
            writer.id("tt", titleNumber(index))
            writer.tab()
            writer.text(kind.name)
            writer.tab()
            let titleStart = Self.title(kind, &draws, to: &writer)
            writer.tab()
            if draws.next() % 100 < 85 {
                writer.text(Array(titleStart))
            } else {
                Self.words(Words.foreignWords, count: 1 + Int(draws.next() % 4), &draws, to: &writer)
            }
            writer.tab()
            writer.byte(kind.isAdult ? UInt8(ascii: "1") : UInt8(ascii: "0"))
            writer.tab()
            Self.years(kind, &draws, to: &writer)
            writer.tab()
            Self.runtime(kind, &draws, to: &writer)
            writer.tab()
            genres(index, kind, &draws, to: &writer)
            try writer.endRow()
        }
    }

    /// Writes `title.ratings`: a row for each rated title (most films, few episodes).
    func writeTitleRatings(to writer: inout TSVWriter) throws(GzipPipe.Failure) {
        writer.text("tconst\taverageRating\tnumVotes")
        writer.endHeader()
        for index in 0..<titleCount {
            let kind = kind(index)
            var draws = draws(.rating, index)
            // The logarithm of the votes is about normal (a few films have millions, most titles dozens).
            let (share, median, spread): (UInt64, Double, Double) =
                switch kind {
                case .movie: (85, 5.3, 2.5)
                case .tvSeries, .tvMiniSeries: (65, 5, 2.4)
                case .tvMovie, .videoGame: (50, 4, 2)
                case .tvSpecial, .adultMovie, .adultVideo, .video, .short, .tvShort: (20, 3.2, 1.7)
                case .tvEpisode: (4, 2.8, 1.5)
                }
            guard draws.next() % 100 < share else { continue }
            writer.id("tt", titleNumber(index))
            writer.tab()
            writer.tenths(min(100, max(10, Int(66 + 13 * Self.normal(&draws)))))
            writer.tab()
            writer.number(5 + Int(exp(min(15, median + spread * Self.normal(&draws)))))
            try writer.endRow()
        }
    }

    /// A number drawn from the standard normal distribution (Box and Muller's way).
    static func normal(_ draws: inout SplitMix64) -> Double {
        (-2 * log(1 - unit(&draws))).squareRoot() * cos(2 * .pi * unit(&draws))
    }

    /// A number in 0..<1 from `draws`.
    static func unit(_ draws: inout SplitMix64) -> Double {
        Double(draws.next() >> 11) / Double(1 << 53)
    }

    /// Writes a title of `kind` and returns where it starts in nothing but its own bytes.
    private static func title(_ kind: Kind, _ draws: inout SplitMix64, to writer: inout TSVWriter) -> [UInt8] {
        var title = TSVWriterScratch()
        let pick = draws.next() % 10
        if kind == .tvEpisode && pick < 4 {
            title.text("Episode #")
            title.number(1 + Int(draws.next() % 12))
            title.byte(UInt8(ascii: "."))
            title.number(1 + Int(draws.next() % 30))
        } else if kind == .tvEpisode && pick == 4 {
            title.text("Episode dated ")
            title.number(1 + Int(draws.next() % 28))
            title.byte(UInt8(ascii: " "))
            title.text(Self.months[Int(draws.next() % 12)])
            title.byte(UInt8(ascii: " "))
            title.number(1990 + Int(draws.next() % 36))
        } else {
            let count = [1, 2, 2, 2, 3, 3, 3, 4, 4, 5][Int(draws.next() % 10)]
            for word in 0..<count {
                if word > 0 { title.byte(UInt8(ascii: " ")) }
                // A word between two others is now and then a little one (of, in, and).
                let list = word > 0 && word < count - 1 && draws.next() % 3 == 0 ? Words.linkWords : Words.titleWords
                title.text(list[Int(draws.next() % UInt64(list.count))])
            }
            if draws.next() % 20 == 0 { title.text(" 2") }
        }
        writer.text(title.bytes)
        return title.bytes
    }

    private static let months = SyntheticIMDbWords.bytes([
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ])

    /// Writes `count` words of `list`, spaced.
    private static func words(_ list: [[UInt8]], count: Int, _ draws: inout SplitMix64, to writer: inout TSVWriter) {
        for word in 0..<count {
            if word > 0 { writer.byte(UInt8(ascii: " ")) }
            writer.text(list[Int(draws.next() % UInt64(list.count))])
        }
    }

    /// Writes `startYear` and `endYear`: recent years more often, an end year for some series.
    private static func years(_ kind: Kind, _ draws: inout SplitMix64, to writer: inout TSVWriter) {
        let span = kind == .tvEpisode || kind.isSeries ? 75.0 : 130.0
        guard draws.next() % 100 >= 3 else {
            writer.null()
            writer.tab()
            writer.null()
            return
        }
        let start = 2025 - Int(span * pow(unit(&draws), 2.5))
        writer.number(start)
        writer.tab()
        if kind.isSeries && draws.next() % 10 < 6 {
            writer.number(min(2025, start + Int(draws.next() % 9)))
        } else {
            writer.null()
        }
    }

    /// Writes `runtimeMinutes` as long as a title of `kind` runs, or `\N` as often as IMDb has none.
    private static func runtime(_ kind: Kind, _ draws: inout SplitMix64, to writer: inout TSVWriter) {
        let (missing, shortest, range): (UInt64, Int, Int) =
            switch kind {
            case .movie, .adultMovie: (15, 62, 90)
            case .tvMovie: (20, 60, 60)
            case .video, .adultVideo: (30, 20, 100)
            case .short, .tvShort: (20, 1, 40)
            case .tvEpisode: (60, 11, 50)
            case .tvSeries: (50, 20, 40)
            case .tvMiniSeries: (40, 50, 500)
            case .tvSpecial: (40, 30, 90)
            case .videoGame: (100, 0, 1)
            }
        guard draws.next() % 100 >= missing else {
            writer.null()
            return
        }
        writer.number(shortest + Int(draws.next() % UInt64(range)) + Int(draws.next() % 30) / 3)
    }

    /// Writes up to three genres, comma-joined in IMDb's (alphabetical) order: `Adult` for adult
    /// titles, `Short` among a short's, a factual one for a factual title; `\N` for a few.
    private func genres(_ index: Int, _ kind: Kind, _ draws: inout SplitMix64, to writer: inout TSVWriter) {
        guard draws.next() % 100 >= 4 else {
            writer.null()
            return
        }
        var picked: [Int] = []
        if kind.isAdult { picked.append(Words.adult) }
        if kind == .short || kind == .tvShort { picked.append(Words.short) }
        if isFactual(index, kind: kind) {
            picked.append(Words.factualGenres[Int(draws.next() % UInt64(Words.factualGenres.count))])
        }
        let count = picked.isEmpty ? 1 + Int(draws.next() % 3) : Int(draws.next() % 2)
        for _ in 0..<count where !kind.isAdult {
            let genre = Words.fictionGenres[Int(draws.next() % UInt64(Words.fictionGenres.count))]
            if !picked.contains(genre) { picked.append(genre) }
        }
        for (position, genre) in picked.sorted().enumerated() {
            if position > 0 { writer.byte(UInt8(ascii: ",")) }
            writer.text(Words.genres[genre])
        }
    }
}

/// A few bytes built apart from a row (a title written twice, as primary and original title).
struct TSVWriterScratch {
    private(set) var bytes: [UInt8] = []

    mutating func text(_ more: [UInt8]) { bytes.append(contentsOf: more) }
    mutating func text(_ string: StaticString) { string.withUTF8Buffer { bytes.append(contentsOf: $0) } }
    mutating func byte(_ byte: UInt8) { bytes.append(byte) }
    mutating func number(_ value: Int) { bytes.append(contentsOf: Array(String(value).utf8)) }
}
