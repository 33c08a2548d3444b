/// title.ratings, held while the films are read so that each film's row is written whole: the
/// rating and votes of every rated title, by id (about 1.6 million of them: 40 MB at most).
struct IMDbRatings {
    static let columns = ["tconst", "averageRating", "numVotes"]

    private var ids: [Int] = []
    private var ratings: [Double] = []
    private var votes: [Int] = []

    /// The ratings read from `reader` (columns tconst, averageRating, numVotes), reporting each
    /// chunk to `chunkRead`.
    /// - Throws: ``IMDbImportError/malformed(file:line:problem:)``.
    static func read(_ reader: IMDbTSVReader, chunkRead: (IMDbTSVReader) -> Void) throws(IMDbImportError) -> Self {
        var ratings = IMDbRatings()
        var sorted = true
        while try reader.nextLine(reporting: chunkRead) {
            let id = try reader.id(0, prefix: IMDbImportBuild.titlePrefix)
            guard let rating = try reader.decimal(1) else { continue }
            sorted = sorted && (ratings.ids.last ?? 0) < id
            ratings.ids.append(id)
            ratings.ratings.append(rating)
            ratings.votes.append(try reader.integer(2) ?? 0)
        }
        if !sorted { ratings.sort() }
        return ratings
    }

    /// The rating and votes of title `id`, `nil` when it has none.
    func rating(of id: Int) -> (rating: Double, votes: Int)? {
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        guard low < ids.count, ids[low] == id else { return nil }
        return (ratings[low], votes[low])
    }

    /// Orders the ratings by id, the first of a repeated id kept first.
    private mutating func sort() {
        let order = ids.indices.sorted { (ids[$0], $0) < (ids[$1], $1) }
        ids = order.map { ids[$0] }
        ratings = order.map { ratings[$0] }
        votes = order.map { votes[$0] }
    }
}
