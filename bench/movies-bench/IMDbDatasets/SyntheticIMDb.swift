import MovieAPIServer
import MovieKit

/// IMDb's catalogue made up, the same for the same seed: `titleCount` titles in IMDb's mix of
/// kinds and `personCount` people, each value drawn from a hash of the seed, what is drawn and
/// the title's (or person's) index, so that each file is written on its own, in any order, on
/// any thread, and the files agree (a film's crew in `title.crew` is the one its principals name).
struct SyntheticIMDb: Sendable {
    /// What a title is, with IMDb's share of each (per 10,000 titles): `adultMovie` and
    /// `adultVideo` are movies and videos with `isAdult` 1.
    enum Kind: Int, CaseIterable {
        case tvEpisode, short, movie, video, tvSeries, tvMovie, adultMovie, adultVideo, tvMiniSeries, tvSpecial
        case videoGame, tvShort

        static let shares = [7500, 900, 600, 300, 220, 150, 100, 50, 60, 50, 40, 30]

        var name: StaticString {
            switch self {
            case .tvEpisode: "tvEpisode"
            case .short: "short"
            case .movie, .adultMovie: "movie"
            case .video, .adultVideo: "video"
            case .tvSeries: "tvSeries"
            case .tvMovie: "tvMovie"
            case .tvMiniSeries: "tvMiniSeries"
            case .tvSpecial: "tvSpecial"
            case .videoGame: "videoGame"
            case .tvShort: "tvShort"
            }
        }

        var isAdult: Bool { self == .adultMovie || self == .adultVideo }
        var isSeries: Bool { self == .tvSeries || self == .tvMiniSeries }
    }

    /// What a value is drawn for: part of its hash, so that each is independent of the others.
    enum Draw: UInt64 {
        case kind = 1, title, rating, principals, crew, person, factual
    }

    let seed: UInt64
    let titleCount: Int
    let personCount: Int

    init(seed: UInt64, titleCount: Int) {
        self.seed = seed
        self.titleCount = titleCount
        // IMDb has about 1.2 people for each title.
        personCount = max(1, titleCount + titleCount / 5)
    }

    /// The draws of `what` for the title or person at `index`.
    func draws(_ what: Draw, _ index: Int) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15) ^ (what.rawValue << 56))
        return SplitMix64(seed: mixer.next())
    }

    /// The first draw of `what` for the title or person at `index`.
    func hash(_ what: Draw, _ index: Int) -> UInt64 {
        var draws = draws(what, index)
        return draws.next()
    }

    /// The number of the title at `index`: ascending, with IMDb's gaps: about two thirds of the
    /// titles below tt10000000 (where IMDb's ids are dense), the rest spread up to tt36000000.
    func titleNumber(_ index: Int) -> Int {
        let low = max(1, titleCount * 64 / 100)
        if index < low {
            let step = max(1, 9_999_000 / low)
            return 1 + index * step + Int(hash(.kind, index) % UInt64(step))
        }
        let step = max(1, 26_000_000 / max(1, titleCount - low))
        let jitter = Int(hash(.kind, index) % UInt64(step))
        return 10_000_000 + (index - low) * step + jitter
    }

    /// The number of the person at `index`: ascending, about twelve numbers apart, as a tenth of
    /// IMDb's people spread over its ids would be.
    func personNumber(_ index: Int) -> Int {
        1 + index * 12 + Int(hash(.person, index) % 12)
    }

    /// What the title at `index` is.
    func kind(_ index: Int) -> Kind {
        var draws = draws(.kind, index)
        _ = draws.next()
        var pick = Int(draws.next() % 10_000)
        for (kind, share) in zip(Kind.allCases, Kind.shares) {
            if pick < share { return kind }
            pick -= share
        }
        return .tvEpisode
    }

    /// Whether the title at `index` is factual (a documentary, a talk show, the news): its cast
    /// play themselves.
    func isFactual(_ index: Int, kind: Kind) -> Bool {
        let share: UInt64 =
            switch kind {
            case .tvEpisode, .tvSeries, .tvSpecial: 30
            case .movie, .short, .video, .tvMovie, .tvShort, .tvMiniSeries: 10
            case .adultMovie, .adultVideo, .videoGame: 0
            }
        return hash(.factual, index) % 100 < share
    }

    /// Whether the person at `index` is a woman (an actress; her first name): four in ten, as
    /// IMDb's actresses are among its cast.
    func isWoman(_ person: Int) -> Bool {
        (hash(.person, person) >> 8) % 100 < 40
    }

    /// Writes the file of `dataset`.
    func write(_ dataset: IMDbDataset, to writer: inout TSVWriter) throws(GzipPipe.Failure) {
        switch dataset {
        case .titleBasics: try writeTitleBasics(to: &writer)
        case .titleRatings: try writeTitleRatings(to: &writer)
        case .titlePrincipals: try writeTitlePrincipals(to: &writer)
        case .titleCrew: try writeTitleCrew(to: &writer)
        case .nameBasics: try writeNameBasics(to: &writer)
        }
    }

    /// A person drawn from `draws`, the prolific ones more often: the square of a uniform draw
    /// favours the first people.
    func person(_ draws: inout SplitMix64) -> Int {
        let unit = Double(draws.next() >> 11) / Double(1 << 53)
        return min(personCount - 1, Int(Double(personCount) * unit * unit))
    }
}
